import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { TopicCount } from '../set-topics';

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
    <Container maxWidth="sm" sx={{ py: { xs: 2.5, sm: 4 } }}>
      <Button component={RouterLink} to={backPath} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
        Back to the set
      </Button>
      <Typography variant="overline" color="text.secondary" component="p">
        {title}
      </Typography>
      <Typography variant="h4" component="h1" gutterBottom>
        Choose a topic
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Which topic’s {what} would you like to study?
      </Typography>
      <Paper variant="outlined">
        <List disablePadding aria-label="Topics">
          {topics.map(({ topic, count }) => (
            <ListItem key={topic} disablePadding divider>
              <ListItemButton component={RouterLink} to={pathFor(topic)}>
                <ListItemText primary={topic} secondary={`${count.toLocaleString('en')} ${count === 1 ? unit : `${unit}s`}`} />
                <ChevronRightIcon color="action" />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Paper>
    </Container>
  );
}
