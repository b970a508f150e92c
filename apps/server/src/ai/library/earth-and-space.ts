import type { Family } from './library-types';

/** The Earth, its weather and the sky: the demo catalogue's Our Planet, Natural Wonders and Our Solar System, and physical geography. */
export const EARTH_AND_SPACE: Family[] = [
  {
    id: 'solar-system',
    title: 'The solar system',
    subject: 'Sciences',
    terms: ['the solar system', ['solar system', 'the solar system'], ['our solar system', 'the solar system']],
    about: ['planet', 'sun', 'moon', 'earth', 'mars', 'orbit', 'star', 'astronomy', 'space', 'comet', 'asteroid', 'galaxy', 'universe', 'telescope'],
    forKids: true,
    scenarios: [
      {
        sector: 'science',
        title: 'sending a probe the long way round',
        body: 'Space mission planners use what they know about {k} to save fuel: a probe flies close past a planet and its pull swings the probe onto a faster path, like a ball thrown past a spinning roundabout. The Voyager probes visited several of the outer planets this way.',
      },
      {
        sector: 'home',
        title: 'why some years have a 29th of February',
        body: 'Calendar makers had to fit the calendar to {k}: the Earth takes about 365 and a quarter days to go round the Sun, so almost every four years an extra day is added to February. Without it, the seasons would slowly drift through the months.',
      },
      {
        sector: 'education',
        title: 'a scale model on the playing field',
        body: 'A class makes a scale model of {k} on the school field: a football for the Sun, peppercorns and peas for the planets, each placed at its scaled distance. Walking from the Sun to the last planet shows how small the planets are and how much empty space lies between them.',
      },
    ],
  },
  {
    id: 'weather',
    title: 'Weather and seasons',
    subject: 'Geography',
    terms: ['weather', ['weather forecast', 'weather forecasts'], 'weather forecasts', 'weather forecasting', ['weather and seasons', 'the weather and the seasons'], ['meteorology', 'weather forecasting']],
    about: ['rain', 'snow', 'storm', 'wind', 'cloud', 'temperature', 'season', 'climate', 'frost', 'sunshine', 'hurricane', 'atmosphere', 'summer', 'winter', 'seasons'],
    forKids: true,
    scenarios: [
      {
        sector: 'public',
        title: 'gritting the roads before the frost',
        body: 'A council’s winter team watches {k} every evening: when the road surface is forecast to drop below freezing, gritter lorries spread salt on main roads and bus routes before the ice forms, because salt works best before ice has a chance to set.',
      },
      {
        sector: 'farming',
        title: 'deciding when to harvest',
        body: 'A farmer plans the harvest around {k}: grain cut while it is damp has to be dried at a cost or it can spoil in store, so the combine goes out in the dry spells. Late frosts also decide when young plants can safely go into the fields.',
      },
      {
        sector: 'transport',
        title: 'de-icing planes on a winter morning',
        body: 'Airport crews keep an eye on {k} all winter: snow and ice on a plane’s wings change their shape and reduce lift, so before take-off the plane is sprayed with warm de-icing fluid. Pilots plan each flight around the wind, storms and the weather expected at the airport where they land.',
      },
    ],
  },
  {
    id: 'volcanoes',
    title: 'Volcanoes',
    subject: 'Geography',
    terms: ['volcanoes', ['volcano', 'volcanoes'], ['volcanic eruptions', 'volcanoes'], ['volcanic eruption', 'volcanoes'], ['volcanology', 'volcanoes']],
    about: ['lava', 'magma', 'eruption', 'crust', 'mountain', 'tectonic', 'plate', 'earthquake', 'geology', 'ash', 'geothermal', 'rock'],
    scenarios: [
      {
        sector: 'public',
        title: 'warning people before an eruption',
        body: 'A volcano observatory watches {k} around the clock: swarms of small earthquakes, ground that swells as magma rises and changes in the gases coming out can come before an eruption. Scientists pass their readings to the civil protection authorities, who decide when to warn people and close roads.',
      },
      {
        sector: 'transport',
        title: 'flights rerouted round an ash cloud',
        body: 'Airlines plan around {k} because volcanic ash can melt inside a jet engine and stop it. In 2010 an eruption in Iceland closed much of Europe’s airspace for days; since then, forecasters map where ash is drifting and how thick it is, so flights can take another route instead of all stopping.',
      },
      {
        sector: 'energy',
        title: 'heating homes from the ground',
        body: 'Iceland uses the heat under its {k} to heat most of its homes and make much of its electricity: wells bring up hot water and steam, which drive turbines and run through pipes under the streets. Geologists choose where to drill by mapping the heat and the cracks in the rock.',
      },
    ],
  },
  {
    id: 'natural-wonders',
    title: 'Natural wonders',
    subject: 'Geography',
    terms: ['natural wonders', ['natural wonder', 'natural wonders'], 'wonders of nature', ['wonders of the world', 'natural wonders']],
    about: ['mountain', 'ocean', 'river', 'desert', 'canyon', 'waterfall', 'glacier', 'reef', 'landscape', 'everest', 'earth', 'nature'],
    forKids: true,
    scenarios: [
      {
        sector: 'conservation',
        title: 'protecting a place for everyone',
        body: 'When {k} are listed as World Heritage Sites, the country that holds them promises to protect them, and experts check on them regularly. Rangers count visitors, keep people on paths where the ground is fragile, and report threats such as pollution or too much building nearby.',
      },
      {
        sector: 'travel',
        title: 'a booking system for a busy park',
        body: 'Some national parks that hold famous {k} ask visitors to book a time to enter on the busiest days, so paths and car parks do not overflow. Guides run small walking groups and explain why some areas are closed while birds nest or plants recover.',
      },
      {
        sector: 'media',
        title: 'filming a nature documentary',
        body: 'A documentary team spends months filming {k}, from the top of a mountain to the bottom of the sea. They work with local guides and scientists, keep their distance from animals, and check every fact in the script with experts before it goes out.',
      },
    ],
  },
];
