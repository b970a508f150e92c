import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import type { NotKnownAnswer as Answer } from '@curio/core/usecase-generation';
import { connectModelText, notKnownText, USECASE_GENERATION_MSG } from '@curio/core/usecase-text';
import { APP_NAME } from '../../../lib/app-name';

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
    <Card component="section" aria-label="No use cases yet">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack spacing={2.5}>
          <Alert severity="info" icon={false} sx={{ '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}>
            <AlertTitle sx={{ mb: 0 }}>{notKnownText(APP_NAME, keyword)}</AlertTitle>
          </Alert>

          {answer.mentions.length > 0 && (
            <section>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {USECASE_GENERATION_MSG.notKnownMentions}
              </Typography>
              <List dense disablePadding>
                {answer.mentions.map((m) => (
                  <ListItem key={`${m.course}\u0000${m.topic}`} disableGutters>
                    <ListItemText primary={`${m.course} › ${m.topic}`} secondary={m.text} slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }} />
                  </ListItem>
                ))}
              </List>
            </section>
          )}

          {answer.nearby.length > 0 && (
            <section>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
                {USECASE_GENERATION_MSG.notKnownNearby}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
                {answer.nearby.map((topic) => (
                  <Button key={topic.keyword} variant="outlined" size="small" startIcon={<SearchIcon />} onClick={() => onTry(topic.keyword)}>
                    {topic.title}
                    <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
                      {topic.subject}
                    </Typography>
                  </Button>
                ))}
              </Stack>
            </section>
          )}

          {nothing && <Typography color="text.secondary">{USECASE_GENERATION_MSG.notKnownNothingNear}</Typography>}

          <Typography variant="body2" color="text.secondary">
            {connectModelText(APP_NAME)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
