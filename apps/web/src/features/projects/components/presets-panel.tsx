import { useState } from 'react';
import toast from 'react-hot-toast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import SaveAsOutlinedIcon from '@mui/icons-material/SaveAsOutlined';
import type { CardsSnapshot, ProjectCard } from '@curio/core/project-cards';
import type { Preset } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeletePreset } from '../api/delete-preset';
import { useCardPresets } from '../api/get-presets';
import { useUpdatePreset } from '../api/update-preset';
import { presetPayload } from '../my-library';
import { STUDIO_TEXT } from '../studio-texts';
import { PresetList } from './preset-list';
import { SavePresetDialog } from './save-preset-dialog';
import { SignInPrompt } from './sign-in-prompt';

interface Props {
  card: ProjectCard | undefined;
  update: (change: (snapshot: CardsSnapshot) => CardsSnapshot) => void;
  signedIn: boolean;
}

/**
 * The presets of the card's template: the learner's own (saved from a card, updated with a card's
 * values, deleted) above everyone's. A guest is asked to log in to keep their own.
 */
export function PresetsPanel({ card, update, signedIn }: Props) {
  const templateKey = card?.template_key ?? null;
  const presets = useCardPresets(templateKey, signedIn, templateKey !== null);
  const [saving, setSaving] = useState(false);
  const payload = card ? presetPayload(card) : {};
  const empty = Object.keys(payload).length === 0;

  return (
    <Box component="section" aria-label="Presets">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Presets
        </Typography>
        {signedIn && card && templateKey && (
          <Tooltip title={empty ? STUDIO_TEXT.presetNothingToSave : ''}>
            <span>
              <Button size="small" startIcon={<BookmarkAddOutlinedIcon />} disabled={empty} onClick={() => setSaving(true)}>
                {STUDIO_TEXT.savePreset}
              </Button>
            </span>
          </Tooltip>
        )}
      </Box>
      {!templateKey || !card ? (
        <Typography color="text.secondary">Pick a template to see its presets.</Typography>
      ) : (
        <PresetList
          presets={presets.items}
          loading={presets.isPending}
          failed={presets.isError}
          onRetry={() => void presets.refetch()}
          activeId={card.id}
          update={update}
          renderActions={(preset) => preset.is_mine && <MyPresetActions preset={preset} payload={empty ? null : payload} />}
        />
      )}
      {!signedIn && (
        <Box sx={{ mt: 1.5 }}>
          <SignInPrompt text={STUDIO_TEXT.signInToSave} />
        </Box>
      )}
      {saving && card && <SavePresetDialog card={card} onClose={() => setSaving(false)} />}
    </Box>
  );
}

/** A preset of the learner's own: take the card's values into it, or delete it. */
function MyPresetActions({ preset, payload }: { preset: Preset; payload: Preset['payload'] | null }) {
  const change = useUpdatePreset();
  const remove = useDeletePreset();
  const [confirming, setConfirming] = useState(false);
  const failed = (err: unknown) => toast.error(errorMessage(err, PROJECT_MSG.requestFailed));

  return (
    <>
      <Box sx={{ flex: 1 }} />
      <Tooltip title="Save this card’s values into the preset">
        <span>
          <IconButton
            size="small"
            aria-label={`Update ${preset.label}`}
            disabled={!payload || change.isPending}
            onClick={() =>
              payload &&
              change.mutate({ id: preset.id, patch: { payload } }, { onSuccess: () => toast.success(STUDIO_TEXT.presetUpdated(preset.label)), onError: failed })
            }
          >
            <SaveAsOutlinedIcon fontSize="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Delete preset">
        <IconButton size="small" aria-label={`Delete ${preset.label}`} onClick={() => setConfirming(true)}>
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        title={STUDIO_TEXT.confirmDeletePreset}
        message={`“${preset.label}” will be deleted. Cards it was applied to keep their values.`}
        confirmLabel="Delete"
        pending={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          remove.mutate(preset.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(STUDIO_TEXT.presetDeleted);
            },
            onError: failed,
          })
        }
      />
    </>
  );
}
