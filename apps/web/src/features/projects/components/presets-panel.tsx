import { useState } from 'react';
import toast from 'react-hot-toast/headless';
import { mdiBookmarkPlusOutline, mdiContentSaveEditOutline, mdiDeleteOutline } from '@mdi/js';
import type { CardsSnapshot, ProjectCard } from '@curio/core/project-cards';
import type { Preset } from '@curio/core/projects-api';
import { PROJECT_MSG } from '@curio/core/projects-messages';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { Button, Icon, IconButton, Stack, Text, Tooltip } from '../../../ui';
import { useDeletePreset } from '../api/delete-preset';
import { useCardPresets } from '../api/get-presets';
import { useUpdatePreset } from '../api/update-preset';
import { presetPayload } from '../my-library';
import { STUDIO_TEXT } from '../studio-texts';
import { PresetList } from './preset-list';
import { SavePresetDialog } from './save-preset-dialog';
import { SignInPrompt } from './sign-in-prompt';
import css from './presets-panel.module.css';

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
    <section aria-label="Presets">
      <Stack direction="row" align="center" gap={1} className={css.top}>
        <Text variant="h6" as="h2" className={css.heading}>
          Presets
        </Text>
        {signedIn && card && templateKey && <SavePresetButton empty={empty} onClick={() => setSaving(true)} />}
      </Stack>
      {!templateKey || !card ? (
        <Text tone="secondary">Pick a template to see its presets.</Text>
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
        <div className={css.prompt}>
          <SignInPrompt text={STUDIO_TEXT.signInToSave} />
        </div>
      )}
      {saving && card && <SavePresetDialog card={card} onClose={() => setSaving(false)} />}
    </section>
  );
}

/** 'Save as preset'; with nothing filled in yet it is off, and its tooltip says why. */
function SavePresetButton({ empty, onClick }: { empty: boolean; onClick: () => void }) {
  const button = (
    <Button size="small" startIcon={<Icon path={mdiBookmarkPlusOutline} size="small" />} disabled={empty} onClick={onClick}>
      {STUDIO_TEXT.savePreset}
    </Button>
  );
  if (!empty) return button;
  // a disabled button takes no pointer: the tooltip listens on its wrapper
  return (
    <Tooltip title={STUDIO_TEXT.presetNothingToSave}>
      <span>{button}</span>
    </Tooltip>
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
      <Tooltip title="Save this card’s values into the preset">
        <span className={css.own}>
          <IconButton
            size="small"
            label={`Update ${preset.label}`}
            disabled={!payload || change.isPending}
            onClick={() =>
              payload &&
              change.mutate({ id: preset.id, patch: { payload } }, { onSuccess: () => toast.success(STUDIO_TEXT.presetUpdated(preset.label)), onError: failed })
            }
          >
            <Icon path={mdiContentSaveEditOutline} size="small" />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Delete preset">
        <IconButton size="small" label={`Delete ${preset.label}`} onClick={() => setConfirming(true)}>
          <Icon path={mdiDeleteOutline} size="small" />
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
