import type { Family } from './library-types';

/** Languages, history and the arts: how people use them at work and in public life. */
export const HUMANITIES: Family[] = [
  {
    id: 'language-learning',
    title: 'Learning a language',
    subject: 'Languages',
    terms: [
      'language learning', ['learning a language', 'language learning'], ['learning languages', 'language learning'], ['foreign languages', 'foreign languages'],
      ['foreign language', 'foreign languages'], ['second language', 'second languages'], ['second languages', 'second languages'], ['modern languages', 'foreign languages'],
    ],
    about: [
      'language', 'grammar', 'grammatical', 'vocabulary', 'verb', 'tense', 'mood', 'pronunciation', 'translation', 'linguistics', 'french', 'spanish', 'german',
      'english', 'speech', 'word', 'fluency',
    ],
    scenarios: [
      {
        sector: 'healthcare',
        title: 'a nurse trained abroad starts on a ward',
        body: 'A nurse trained in another country puts {k} to work when she starts on a hospital ward: she passes an English test set by the nursing regulator, then learns the ward’s own words for medicines, handovers and patients’ everyday complaints. A colleague checks her notes for the first weeks until she is confident.',
      },
      {
        sector: 'public',
        title: 'interpreters in court and at the doctor’s',
        body: 'Courts and hospitals depend on {k} through their interpreters, so that someone who does not speak the local language can follow their own case or understand a diagnosis. Interpreters train in the words of law or medicine and are bound to pass on everything said, without adding or leaving out.',
      },
      {
        sector: 'travel',
        title: 'a hotel that welcomes every guest',
        body: 'A hotel reception team practises {k} to greet guests in their own languages, explain the rooms and local transport, and sort out problems without a misunderstanding. Staff who speak several languages become the people colleagues call when a guest is upset.',
      },
    ],
  },
  {
    id: 'historical-sources',
    title: 'History and historical sources',
    subject: 'History',
    terms: [['primary sources', 'primary sources'], ['primary source', 'primary sources'], ['historical sources', 'historical sources'], ['historical source', 'historical sources']],
    about: [
      'history', 'historian', 'historical', 'past', 'archive', 'evidence', 'document', 'revolution', 'war', 'empire', 'century', 'king', 'queen', 'era',
      'civilization', 'renaissance', 'industrial', 'ancient', 'medieval', 'modern', 'period', 'politics',
    ],
    scenarios: [
      {
        sector: 'media',
        title: 'checking a photo before it goes out',
        body: 'A news team treats a viral photo the way historians treat {k}: who took it, when and where, and could it be older than it claims? They look for the earliest copy online, compare landmarks and weather with the date given, and contact the person who first posted it before the photo is published.',
      },
      {
        sector: 'law',
        title: 'proving who owns a path',
        body: 'A solicitor working on a dispute over a footpath uses {k} — old maps, estate records and letters — to show the path was used by the public long ago. Each document is dated and its author noted, because a court weighs a map drawn at the time more than a memory written down years later.',
      },
      {
        sector: 'charity',
        title: 'a museum that tells the whole story',
        body: 'A local museum rebuilding a display goes back to {k}: letters, photographs, diaries and the voices of people who lived through the events. Where the sources disagree, the labels say so, and visitors are invited to bring their own family papers to add to the archive.',
      },
    ],
  },
  {
    id: 'music',
    title: 'Music theory',
    subject: 'Arts',
    terms: ['music theory'],
    about: ['music', 'musical', 'song', 'melody', 'instrument', 'composer', 'genre', 'jazz', 'band', 'orchestra', 'dance', 'ballet', 'beat', 'tempo', 'singing', 'concert', 'harmony', 'rhythm', 'chord', 'scale', 'musical scale'],
    scenarios: [
      {
        sector: 'healthcare',
        title: 'walking again to a steady beat',
        body: 'Therapists working with people after a stroke or with Parkinson’s disease use {k} in their sessions: walking to a steady musical beat can help a patient take more even steps. The therapist sets the pace just a little faster week by week and measures how far and how steadily the patient walks.',
      },
      {
        sector: 'media',
        title: 'music that tells you how to feel',
        body: 'A composer writing for films and games uses {k} to shape a scene: a slow passage in a minor key for a loss, faster rhythms and rising lines for a chase. She writes to the edited pictures, timing each change of mood to the second.',
      },
      {
        sector: 'education',
        title: 'a school band that plays together',
        body: 'A music teacher uses {k} to help a school band play together: everyone learns how the chords of a song fit its melody, so a player who loses their place can find it again by ear. Pupils then write a short piece of their own and perform it at the end of term.',
      },
    ],
  },
  {
    id: 'poetry',
    title: 'Poetry',
    subject: 'Arts',
    terms: ['poetry', ['poems', 'poetry'], ['poem', 'poetry']],
    about: ['poem', 'poet', 'verse', 'literature', 'literary', 'sonnet', 'haiku', 'metre', 'meter', 'writer', 'playwright', 'drama', 'novel', 'shakespeare', 'writing', 'story', 'creative writing'],
    scenarios: [
      {
        sector: 'media',
        title: 'a slogan people remember',
        body: 'Copywriters borrow from {k} when they write slogans and jingles: rhythm, rhyme and repeated sounds make a line easier to remember and to say out loud. They read each line aloud, cut every word that does not earn its place, and test which version people recall a day later.',
      },
      {
        sector: 'healthcare',
        title: 'a writing group on a hospital ward',
        body: 'A hospital arts team runs {k} sessions for long-stay patients: a writer brings a short poem as a starting point, and patients write a few lines of their own about a place or a memory. Staff see patients talk more and feel less cut off, and the pieces are shared only with the writer’s permission.',
      },
      {
        sector: 'education',
        title: 'a spoken-word evening',
        body: 'A secondary school’s English department holds an evening of {k} in which pupils perform their own work. Learning to read a piece aloud — where to pause, which word to stress — teaches them more about how a line works than marking it on the page.',
      },
    ],
  },
  {
    id: 'colour',
    title: 'Colour theory and design',
    subject: 'Arts',
    terms: ['colour theory', ['color theory', 'color theory'], ['colour wheel', 'the colour wheel'], ['color wheel', 'the color wheel'], 'complementary colours', 'complementary colors'],
    about: [
      'colour', 'color', 'art', 'artist', 'painting', 'paint', 'design', 'drawing', 'hue', 'pigment', 'contrast', 'palette', 'visual', 'craft', 'paper', 'sculpture',
      'photography', 'illustration', 'impressionism',
    ],
    scenarios: [
      {
        sector: 'public',
        title: 'signs everyone can read',
        body: 'A transport authority uses {k} when it designs signs and maps: strong contrast between text and background, and lines told apart by shape and label as well as colour, because some people cannot tell red from green. Designs are checked with people who are colour-blind before they are printed.',
      },
      {
        sector: 'retail',
        title: 'a shop window that stops people',
        body: 'A visual merchandiser plans a shop window with {k}: one strong colour set against its opposite on the colour wheel to catch the eye, and the rest of the display kept calm so the product stands out. She changes one thing at a time and counts how many passers-by stop.',
      },
      {
        sector: 'home',
        title: 'choosing paint for a dark room',
        body: 'Someone repainting a small north-facing room uses {k} to choose: warm, light colours make it feel less gloomy, and a bolder shade on one wall gives it a focus. Painting large test patches and looking at them in morning and evening light avoids a costly mistake.',
      },
    ],
  },
];
