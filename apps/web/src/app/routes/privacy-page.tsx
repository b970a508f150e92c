import { Link } from 'react-router';
import { APP_NAME } from '../../lib/app-name';
import { Card, Container, Text } from '../../ui';
import css from './privacy-page.module.css';

interface Section {
  id: string;
  title: string;
  paragraphs: string[];
}

const SECTIONS: Section[] = [
  {
    id: 'data-we-collect',
    title: 'Data we collect',
    paragraphs: [
      'When you sign up we keep your name, email address, age and a securely hashed password. Your age decides whether Kids Lock applies.',
      'As you learn we store your quiz results (scores, answers, time taken), bookmarks, question feedback, saved use cases, notes, posts, likes, comments, follows and project documents, so your progress is there next time.',
      'Some preferences, such as whether you have seen the welcome tour or quiz progress in flight, stay in your browser storage and never leave your device.',
    ],
  },
  {
    id: 'ai-generation',
    title: 'AI generation by a third-party model',
    paragraphs: [
      `When you generate use cases, the keyword you enter (and, when relevant, the question of your last quiz) is sent to a third-party AI model to write the text. Please do not type personal or confidential information into keyword fields.`,
      'Generated text can be inaccurate. Treat it as a starting point for learning, not as professional advice.',
    ],
  },
  {
    id: 'sharing',
    title: 'Sharing',
    paragraphs: [
      'We do not sell your personal data. Use cases you publish to the Green AI feed, your comments and your public profile (name, username, picture, bio) are visible to other people, and shared links can be opened by anyone who has them.',
      'We share data with service providers only as needed to run the product (hosting, email delivery, the AI model above), and with authorities only when the law requires it.',
    ],
  },
  {
    id: 'retention',
    title: 'Retention',
    paragraphs: [
      'We keep your account data for as long as your account exists. Server logs are kept for a short time to keep the service secure and running.',
    ],
  },
  {
    id: 'deletion',
    title: 'Deleting your account',
    paragraphs: [
      'You can ask us to delete your account at any time: use “Request account deletion” in Settings, or send the request by email from the address on your account. We confirm the request and then delete your account and the data linked to it.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    paragraphs: [
      'You may ask to see the data we hold about you, to correct it, to receive a copy, or to have it deleted. You can change your display name and password yourself in Settings at any time.',
    ],
  },
  {
    id: 'security',
    title: 'Security',
    paragraphs: [
      'Passwords are stored only as strong one-way hashes, sessions use secure cookies, and connections are encrypted in transit. No system is perfectly safe, so please use a password you do not use anywhere else.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    paragraphs: [
      'If we change how we handle your data, we will update this page and, for important changes, tell you in the app before they take effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      `Questions about privacy? Use the Send feedback button at the bottom right of most pages, or email the team that runs this ${APP_NAME} site. We reply to every privacy request.`,
    ],
  },
];

/** Privacy policy (docs/routes.md#screens-and-web-routes): an introduction and nine sections, written for learners. */
export function PrivacyPage() {
  return (
    <Container maxWidth="md" className={css.page}>
      <Card className={css.card}>
        <Text variant="h2" as="h1" gutterBottom>
          Privacy policy
        </Text>
        <Text tone="secondary" className={css.intro}>
          {APP_NAME} helps you learn with quizzes, flashcards and AI use cases. This page explains, in plain words, what we collect,
          why, and the choices you have.
        </Text>
        <nav aria-label="Sections" className={css.toc}>
          <ol>
            {SECTIONS.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.title}</a>
              </li>
            ))}
          </ol>
        </nav>
        {SECTIONS.map((section, i) => (
          <section key={section.id} id={section.id} className={css.section}>
            <Text variant="h5" as="h2" gutterBottom>
              {i + 1}. {section.title}
            </Text>
            {section.paragraphs.map((text) => (
              <Text key={text} className={css.paragraph}>
                {text}
              </Text>
            ))}
          </section>
        ))}
        <Text variant="body2" tone="secondary">
          <Link to="/">Back to home</Link>
        </Text>
      </Card>
    </Container>
  );
}
