import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowForwardRoundedIcon from '@mui/icons-material/ArrowForwardRounded';
import LinkRoundedIcon from '@mui/icons-material/LinkRounded';
import toast from 'react-hot-toast';
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
import { TopicDownloadControl } from './topic-download';

/** /category/{cat} without a course: the category's courses as cards (the sidebar offers the same). */
function CourseCards({ category }: { category: string }) {
  const courses = useCourses(category);
  return (
    <Stack spacing={2}>
      <Typography variant="h3" component="h1">
        Pick a course
      </Typography>
      <Typography color="text.secondary">Choose a course here or in the course selector to start learning.</Typography>
      {courses.isError && <Typography color="error">Could not load the courses of this category.</Typography>}
      {courses.data?.length === 0 && <Typography color="text.secondary">No courses in this category yet.</Typography>}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
        {courses.data?.map(({ name }) => (
          <Card key={name} variant="outlined" sx={{ width: { xs: '100%', sm: 260 } }}>
            <CardActionArea component={RouterLink} to={modeChooserPath(category, name)} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {name}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
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
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ sm: 'flex-end' }}>
        <div>
          <Typography variant="overline" color="text.secondary" component="p">
            {STUDY_MODE_LABELS[mode]}
          </Typography>
          <Typography variant="h3" component="h1">
            {course}
          </Typography>
        </div>
        <Button variant="outlined" startIcon={<LinkRoundedIcon />} onClick={() => void copyLink()} sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' } }}>
          Copy share link
        </Button>
      </Stack>

      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <ToggleButtonGroup
              exclusive
              color="primary"
              value={mode}
              aria-label="Mode"
              onChange={(_event, next: StudyMode | null) => {
                if (next) void navigate(selectorPath(category, { course, mode: next }));
              }}
              sx={{ flexWrap: 'wrap' }}
            >
              {STUDY_MODES.map((option) => (
                <ToggleButton key={option} value={option} sx={{ textTransform: 'none', fontWeight: 600 }}>
                  {STUDY_MODE_LABELS[option]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {!proceeded && (
              <Button variant="contained" endIcon={<ArrowForwardRoundedIcon />} onClick={() => setProceeded(true)}>
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
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
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
      </Paper>
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
