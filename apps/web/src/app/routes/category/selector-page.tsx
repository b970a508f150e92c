import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { mdiArrowRight, mdiLink } from '@mdi/js';
import toast from 'react-hot-toast/headless';
import { SHARE_MSG } from '@curio/core/learning-messages';
import { STUDY_MODE_LABELS } from '@curio/core/quiz-messages';
import { parseStudyMode, STUDY_MODES, type StudyMode } from '@curio/core/quiz-rules';
import { ChoiceList } from '../../../components/choice-list';
import { useAuth } from '../../../lib/use-auth';
import { useCourses } from '../../../features/catalogue/api/get-courses';
import { useModules } from '../../../features/catalogue/api/get-modules';
import { useTopics } from '../../../features/catalogue/api/get-topics';
import { QuizStartPanel } from '../../../features/quiz/components/quiz-start-panel';
import { useCategoryParam } from '../../../lib/category-param';
import { modeChooserPath, selectorPath } from '../../../lib/category-paths';
import { SET_EXPORT_TEXT } from '@curio/core/study-sets-messages';
import { ExportMenu } from '../../../components/export-menu';
import { topicExportUrl } from '../../../features/study-sets/set-paths';
import { Button, Card, Divider, Icon, Stack, Text, ToggleGroup } from '../../../ui';
import { TopicDownloadControl } from './topic-download';
import css from './selector-page.module.css';

/** /category/{cat} without a course: the category's courses as cards (the sidebar offers the same). */
function CourseCards({ category }: { category: string }) {
  const courses = useCourses(category);
  return (
    <Stack gap={2}>
      <Text variant="h3" as="h1">
        Pick a course
      </Text>
      <Text tone="secondary">Choose a course here or in the course selector to start learning.</Text>
      {courses.isError && <Text tone="error">Could not load the courses of this category.</Text>}
      {courses.data?.length === 0 && <Text tone="secondary">No courses in this category yet.</Text>}
      <Stack direction="row" wrap gap={2}>
        {courses.data?.map(({ name }) => (
          <Link key={name} to={modeChooserPath(category, name)} className={css.courseCard}>
            <Text variant="h6" as="h2">
              {name}
            </Text>
          </Link>
        ))}
      </Stack>
    </Stack>
  );
}

interface SelectionProps {
  category: string;
  course: string;
  mode: StudyMode;
  initialModule: string | null;
  initialTopic: string | null;
}

/**
 * Mode toggle, Proceed, modules, topics, Start/Resume and the share link (docs/routes.md#screens-and-web-routes, docs/product.md#states-and-transitions). Keyed by
 * course and mode, so changing either starts over with no modules, topics or proceed flag.
 */
function CourseSelection({ category, course, mode, initialModule, initialTopic }: SelectionProps) {
  const navigate = useNavigate();
  const signedIn = Boolean(useAuth().user);
  // a shared link naming a module opens already past Proceed
  const [proceeded, setProceeded] = useState(initialModule !== null);
  const [module, setModule] = useState(initialModule);
  const [topic, setTopic] = useState(initialModule ? initialTopic : null);

  const modules = useModules({ category, course, mode }, proceeded);
  const topics = useTopics({ category, course, mode, module: module ?? '' }, module !== null);

  const chooseModule = (next: string) => {
    setModule(next);
    setTopic(null);
  };

  const copyLink = async () => {
    const url = window.location.origin + selectorPath(category, { course, mode, module, topic });
    try {
      await navigator.clipboard.writeText(url);
      toast.success(SHARE_MSG.selectorLinkCopied);
    } catch {
      toast.error(SHARE_MSG.selectorCopyFailed);
    }
  };

  return (
    <Stack gap={3}>
      <Stack rowFrom="sm" gap={2} justify="space-between" className={css.head}>
        <div>
          <Text variant="overline" tone="secondary" as="p">
            {STUDY_MODE_LABELS[mode]}
          </Text>
          <Text variant="h3" as="h1">
            {course}
          </Text>
        </div>
        <Button variant="outlined" startIcon={<Icon path={mdiLink} size="small" />} onClick={() => void copyLink()} className={css.share}>
          Copy share link
        </Button>
      </Stack>

      <Card padded>
        <Stack gap={3}>
          <Stack rowFrom="sm" gap={2} className={css.modeRow}>
            <ToggleGroup
              label="Mode"
              value={mode}
              options={STUDY_MODES.map((option) => ({ value: option, label: STUDY_MODE_LABELS[option] }))}
              onChange={(next) => void navigate(selectorPath(category, { course, mode: next }))}
              className={css.modes}
            />
            {!proceeded && (
              <Button variant="contained" endIcon={<Icon path={mdiArrowRight} size="small" />} onClick={() => setProceeded(true)}>
                Proceed
              </Button>
            )}
          </Stack>

          {proceeded && (
            <>
              <Divider />
              <ChoiceList
                title="Modules"
                items={modules.data?.map((item) => item.name) ?? []}
                value={module}
                onChange={chooseModule}
                loading={modules.isPending}
                error={modules.isError ? 'Could not load the modules.' : null}
                empty="No modules for this course in this mode."
              />
            </>
          )}
          {module !== null && (
            <ChoiceList
              title="Topics"
              items={topics.data?.map((item) => item.name) ?? []}
              value={topic}
              onChange={setTopic}
              loading={topics.isPending}
              error={topics.isError ? 'Could not load the topics.' : null}
              empty="No topics in this module yet."
            />
          )}
          {module !== null && topic !== null && (
            <>
              <QuizStartPanel
                key={`${module}|${topic}`}
                category={category}
                course={course}
                module={module}
                topic={topic}
                mode={mode}
                signedIn={signedIn}
              />
              {signedIn && (
                <Stack direction="row" gap={1} wrap align="center">
                  <TopicDownloadControl category={category} course={course} module={module} topic={topic} />
                  <ExportMenu
                    urlOf={(format) => topicExportUrl({ category, course, topic }, format)}
                    title={`${course}: ${topic}`}
                    notes={{ quizlet: SET_EXPORT_TEXT.quizletNote, gift: SET_EXPORT_TEXT.giftNote }}
                    size="medium"
                    variant="outlined"
                  />
                </Stack>
              )}
            </>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** /category/{cat}?course=&mode= : the selector page; without a course, the course list. */
export function SelectorPage() {
  const category = useCategoryParam();
  const [params] = useSearchParams();
  const course = params.get('course')?.trim();
  const mode = parseStudyMode(params.get('mode')) ?? 'serious';

  if (!course) return <CourseCards category={category} />;
  return (
    <CourseSelection
      key={`${course}|${mode}`}
      category={category}
      course={course}
      mode={mode}
      initialModule={params.get('module')?.trim() || null}
      initialTopic={params.get('topic')?.trim() || null}
    />
  );
}
