import { Link } from 'react-router';
import { mdiArrowLeft, mdiChevronRight } from '@mdi/js';
import { ButtonLink, Card, Container, Icon, Text } from '../../../ui';
import type { TopicCount } from '../set-topics';
import css from './topic-picker.module.css';

interface Props {
  title: string;
  /** "quiz" or "flashcards": what the topic opens */
  what: string;
  /** "question" or "card", counted beside each topic */
  unit: string;
  topics: TopicCount[];
  pathFor: (topic: string) => string;
  backPath: string;
}

/** A set with several topics is studied a topic at a time: which one first. */
export function TopicPicker({ title, what, unit, topics, pathFor, backPath }: Props) {
  return (
    <Container maxWidth="sm" className={css.page}>
      <ButtonLink to={backPath} startIcon={<Icon path={mdiArrowLeft} size="small" />} className={css.back}>
        Back to the set
      </ButtonLink>
      <Text variant="overline" tone="secondary" as="p">
        {title}
      </Text>
      <Text variant="h4" as="h1" gutterBottom>
        Choose a topic
      </Text>
      <Text tone="secondary" className={css.intro}>
        Which topic’s {what} would you like to study?
      </Text>
      <Card>
        <ul aria-label="Topics" className={css.list}>
          {topics.map(({ topic, count }) => (
            <li key={topic}>
              <Link to={pathFor(topic)} className={css.topic}>
                <span className={css.name}>
                  <Text as="span" className={css.primary}>
                    {topic}
                  </Text>
                  <Text variant="body2" as="span" tone="secondary">
                    {`${count.toLocaleString('en')} ${count === 1 ? unit : `${unit}s`}`}
                  </Text>
                </span>
                <Icon path={mdiChevronRight} className={css.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </Card>
    </Container>
  );
}
