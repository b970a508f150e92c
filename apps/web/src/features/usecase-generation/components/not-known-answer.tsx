import clsx from 'clsx';
import { mdiMagnify } from '@mdi/js';
import type { NotKnownAnswer as Answer } from '@curio/core/usecase-generation';
import { connectModelText, notKnownText, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { APP_NAME } from '../../../lib/app-name';
import { Alert, Button, Card, Icon, Stack, Text } from '../../../ui';
import genCss from './generated-usecase.module.css';
import css from './not-known-answer.module.css';

interface Props {
  keyword: string;
  answer: Answer;
  /** generates the use cases of a nearby topic */
  onTry: (keyword: string) => void;
}

/** The offline writer's honest answer: it does not know the keyword, what it knows near it, and how to get real answers. */
export function NotKnownAnswer({ keyword, answer, onTry }: Props) {
  const nothing = answer.mentions.length === 0 && answer.nearby.length === 0;
  return (
    <Card as="section" aria-label="No use cases yet" className={genCss.card}>
      <Stack gap={2.5}>
        <Alert severity="info" icon={false} title={notKnownText(APP_NAME, keyword)} className={css.message} />

        {answer.mentions.length > 0 && (
          <section>
            <Text variant="subtitle1" as="h3" className={css.heading}>
              {USECASE_GENERATION_MSG.notKnownMentions}
            </Text>
            <ul className={css.list}>
              {answer.mentions.map((m) => (
                <li key={`${m.course}\u0000${m.topic}`} className={css.mention}>
                  <Text variant="body2">{`${m.course} › ${m.topic}`}</Text>
                  <Text variant="body2" tone="secondary" className={css.mentionText}>
                    {m.text}
                  </Text>
                </li>
              ))}
            </ul>
          </section>
        )}

        {answer.nearby.length > 0 && (
          <section>
            <Text variant="subtitle1" as="h3" className={clsx(css.heading, css.nearbyHeading)}>
              {USECASE_GENERATION_MSG.notKnownNearby}
            </Text>
            <Stack direction="row" gap={1} wrap>
              {answer.nearby.map((topic) => (
                <Button key={topic.keyword} variant="outlined" size="small" startIcon={<Icon path={mdiMagnify} size="small" />} onClick={() => onTry(topic.keyword)}>
                  {topic.title}
                  <Text variant="caption" tone="secondary">
                    {topic.subject}
                  </Text>
                </Button>
              ))}
            </Stack>
          </section>
        )}

        {nothing && <Text tone="secondary">{USECASE_GENERATION_MSG.notKnownNothingNear}</Text>}

        <Text variant="body2" tone="secondary">
          {connectModelText(APP_NAME)}
        </Text>
      </Stack>
    </Card>
  );
}
