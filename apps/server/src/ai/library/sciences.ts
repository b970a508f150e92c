import type { Family } from './library-types';

/** The sciences: physics, biology, ecology and health. */
export const SCIENCES: Family[] = [
  {
    id: 'physics',
    title: 'Forces and motion',
    subject: 'Sciences',
    terms: ['forces', ['force', 'forces'], 'forces and motion', 'mechanics', ['newton’s laws', 'Newton’s laws'], ['newton\'s laws', 'Newton’s laws']],
    about: ['friction', 'momentum', 'motion', 'speed', 'acceleration'],
    scenarios: [
      {
        sector: 'transport',
        title: 'designing safer roads and cars',
        body: 'Road engineers and car designers work with {k} every day: how long a car needs to stop on a wet road, how steep a hill can safely be, how crumple zones and seatbelts protect people in a crash. That is why speed limits drop near schools and why tyres are tested on wet and dry surfaces before they are sold.',
      },
      {
        sector: 'sport',
        title: 'coaching a better technique',
        body: 'A coach explains {k} to young athletes to improve their technique: why a long jumper runs in fast and takes off at a low angle, why a cyclist tucks in on a descent, why a goalkeeper bends the knees before a dive. Filming a jump in slow motion and comparing it with the textbook shape makes the idea concrete.',
      },
      {
        sector: 'construction',
        title: 'keeping buildings and bridges standing',
        body: 'Structural engineers check {k} in every design: how much load a beam carries, how a bridge moves in strong wind, how a building behaves in an earthquake. Computer models are checked against tests on real materials, and safety margins cover what the models cannot predict.',
      },
      {
        sector: 'home',
        title: 'experiments at the kitchen table',
        body: 'A parent and child explore {k} with things from the kitchen: rolling toy cars down a tray at different slopes, dropping a ball and a crumpled sheet of paper at the same time, sliding a book across a towel and across the bare table. They guess first, test, and write down what surprised them.',
      },
    ],
  },
  {
    id: 'ecology',
    title: 'Habitats and ecosystems',
    subject: 'Sciences',
    forKids: true,
    terms: [['habitat', 'habitats'], 'habitats', ['ecosystem', 'ecosystems'], 'ecosystems', 'ecology', 'animal homes'],
    about: ['biodiversity', 'pollination', 'pollinator', 'bee', 'food chain', 'food web', 'wildlife', 'nature', 'conservation', 'rewilding', 'camouflage', 'migration', 'hibernation', 'insect', 'bird', 'animal'],
    scenarios: [
      {
        sector: 'farming',
        title: 'working with nature on the farm',
        body: 'A fruit farm puts {k} at the heart of how it is run: wildflower strips between the orchard rows, hedges left uncut until late winter, and a count of insects and birds every spring. Orchards that support more wildlife need fewer sprays, and the farm tracks its yield and spraying costs alongside the wildlife counts.',
      },
      {
        sector: 'conservation',
        title: 'bringing a neglected pond back to life',
        body: 'A volunteer group restoring a neglected pond thinks about {k} to decide what to do first: clear the plants that shade the water, add native plants along the edge, and leave log piles for insects and frogs. They record what they see each month, so after two years they can show which changes made the difference.',
      },
      {
        sector: 'education',
        title: 'a schoolyard field study',
        body: 'A class studies {k} in its own schoolyard: each group marks out a square metre of grass, hedge or paving and records every living thing it finds across a term. Comparing the squares shows why some places are full of life and others nearly empty, and the class plants a small wildlife corner based on what it learned.',
      },
      {
        sector: 'construction',
        title: 'new homes that leave room for wildlife',
        body: 'A housing developer builds {k} into the plans of a new estate: nest bricks for swifts in the walls, gaps under garden fences for hedgehogs, a pond that also holds storm water, and native hedges instead of bare fences. An ecologist surveys the site before building and again three years later to check the results.',
      },
    ],
  },
  {
    id: 'biology',
    title: 'Genetics',
    subject: 'Sciences',
    terms: [['dna', 'DNA'], 'genetics', 'genes', 'genomics', 'heredity'],
    about: ['evolution', 'natural selection', 'biology', 'inheritance'],
    scenarios: [
      {
        sector: 'healthcare',
        title: 'from the lab bench to a medicine',
        body: 'Medical researchers build on what is known about {k} when they develop new treatments: it shows where a medicine could act and which side effects to look for. Every new treatment then goes through trials in stages, each larger than the last, before doctors are allowed to prescribe it.',
      },
      {
        sector: 'farming',
        title: 'breeding crops for a changing climate',
        body: 'Plant breeders draw on {k} to develop wheat varieties that resist disease and cope with drought. They cross promising plants, test the offspring in field trials across several regions and seasons, and release a variety only when it beats existing ones on yield and reliability.',
      },
      {
        sector: 'public',
        title: 'tracking an outbreak',
        body: 'A public health laboratory relies on {k} to follow how an outbreak of food poisoning spreads: samples from patients are compared to find which cases share a source, and the trail leads back to one supplier. The product is withdrawn within days, and the same methods show when the outbreak is over.',
      },
      {
        sector: 'education',
        title: 'a practical that makes it visible',
        body: 'A biology teacher makes {k} visible with simple practicals: extracting DNA from strawberries, growing microbes from a swab of a door handle, looking at onion cells under a microscope. Pupils predict what they will see, record what they actually see, and explain the difference.',
      },
    ],
  },
  {
    id: 'plants',
    title: 'Plants and photosynthesis',
    subject: 'Sciences',
    forKids: true,
    terms: ['photosynthesis', 'plants', ['plant', 'plants'], 'plant growth', ['plants and trees', 'plants']],
    about: ['germination', 'soil', 'gardening', 'seed', 'tree', 'leaf'],
    scenarios: [
      {
        sector: 'farming',
        title: 'growing more under glass',
        body: 'A tomato grower uses what she knows about {k} to run her greenhouse: she adds light on dull winter days, keeps the air warm and slightly enriched with carbon dioxide, and measures the yield per square metre week by week. Small changes in light and temperature show up in the harvest within a month.',
      },
      {
        sector: 'public',
        title: 'cooling a city with trees',
        body: 'A city council plans street trees with {k} in mind: which species grow well in poor urban soil, how much shade they cast in summer and how much rain they soak up. It plants first in the hottest, least green streets and measures summer temperatures there against similar streets without new trees.',
      },
      {
        sector: 'home',
        title: 'houseplants that thrive',
        body: 'A new plant owner learns about {k} the practical way: a plant that droops on a dark shelf recovers by a bright window, overwatering rots roots faster than forgetting to water, and new leaves grow towards the light. Keeping a simple note of where each plant stands and when it was watered turns guesswork into a routine.',
      },
      {
        sector: 'education',
        title: 'a classroom growing experiment',
        body: 'A class studies {k} by growing cress under different conditions — in light and in a cupboard, with and without water, in soil and on cotton wool. Pupils measure the seedlings every day, draw a simple graph, and use their own results to explain what plants need.',
      },
    ],
  },
  {
    id: 'health',
    title: 'Health and wellbeing',
    subject: 'Health',
    terms: ['health', 'wellbeing', 'well-being', 'healthy habits'],
    about: ['nutrition', 'healthy eating', 'diet', 'sleep', 'exercise', 'fitness', 'mental health', 'stress', 'hydration', 'posture', 'mindfulness'],
    scenarios: [
      {
        sector: 'education',
        title: 'a school day planned around pupils’ energy',
        body: 'A secondary school looks at {k} across the school day: it moves the hardest lessons away from the slump after lunch, keeps water available in every classroom and gives pupils ten minutes outdoors between double lessons. It compares attendance and behaviour records term on term to see what helped.',
      },
      {
        sector: 'work',
        title: 'night shifts that people can sustain',
        body: 'A logistics company with many night-shift workers builds {k} into how shifts are planned: rotas published weeks ahead, proper breaks, real food in the canteen at 3am, and trained colleagues people can talk to in confidence. It tracks sickness absence and staff turnover before and after the changes.',
      },
      {
        sector: 'sport',
        title: 'a beginner’s plan that lasts',
        body: 'A beginner runner makes {k} part of a realistic plan: three short sessions a week, a rest day after each, enough sleep before early runs and a log of how each run felt. Building up slowly avoids the injuries that make most beginners give up in the first month.',
      },
      {
        sector: 'public',
        title: 'a health campaign where people already are',
        body: 'A local health team runs a campaign on {k} in the places people already go — the library, places of worship, the football club, the pharmacy — with short talks and leaflets in the languages spoken locally. It judges success by changes in local health figures, not by the number of leaflets handed out.',
      },
    ],
  },
  {
    id: 'sleep',
    title: 'Sleep',
    subject: 'Health',
    terms: ['sleep', ['sleeping', 'sleep']],
    about: ['insomnia', 'tiredness', 'rest', 'nap', 'bedtime', 'dream', 'body clock', 'circadian', 'fatigue', 'health'],
    scenarios: [
      {
        sector: 'healthcare',
        title: 'treating insomnia without pills first',
        body: 'A sleep clinic treats long-lasting insomnia with a talking therapy before any pills: patients keep a two-week {k} diary, get up at the same time every day, and go to bed only when sleepy, leaving the bedroom if they lie awake. Time in bed is kept short at first, so {k} becomes deeper, and is widened week by week as it improves.',
      },
      {
        sector: 'transport',
        title: 'lorry drivers who stop before they nod off',
        body: 'A haulage company takes its drivers’ {k} seriously after a near miss on a motorway: rotas that leave room for a full night’s rest, a rule that a drowsy driver pulls over for a short nap instead of pushing on with coffee, and checks for sleep apnoea, a common condition that leaves people exhausted without knowing why.',
      },
      {
        sector: 'education',
        title: 'a later start for teenagers',
        body: 'A secondary school rethinks its morning after learning how teenagers’ {k} works: the body clock shifts later in the teenage years, so an early start cuts the night short. It moves the first lesson later, teaches pupils why screens and phones are best kept out of the bedroom at night, and compares attendance and morning lateness before and after.',
      },
    ],
  },
];
