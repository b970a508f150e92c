import type { Family } from './library-types';

/** Geography: the world, its places and the ground under them. */
export const GEOGRAPHY: Family[] = [
  {
    id: 'geography',
    title: 'World geography',
    subject: 'Geography',
    terms: ['geography', 'world geography', 'countries', ['countries and capitals', 'countries and capitals']],
    about: ['capital', 'capital city', 'continent', 'map', 'map reading', 'time zone', 'climate zone'],
    scenarios: [
      {
        sector: 'travel',
        title: 'planning a trip that actually works',
        body: 'A family planning a trip across several countries keeps {k} in mind as they plan the route: which cities are close enough to link by train, what the weather will be like in each place that season, and how the time difference affects calls home and the first day after arrival. A realistic route leaves time to enjoy each stop instead of spending the holiday in transit.',
      },
      {
        sector: 'business',
        title: 'a small firm starts selling abroad',
        body: 'A small online business deciding where to sell next looks at {k} alongside its own sales data: which countries its visitors already come from, the languages spoken there, the time zones its support team would have to cover and the cost of shipping. It picks one new country, translates its site and measures orders for six months before adding another.',
      },
      {
        sector: 'charity',
        title: 'getting aid where it is needed',
        body: 'An aid charity’s logistics team relies on {k} when it moves supplies: which capital has the customs office, which border crossings are open, which ports serve countries with no coast of their own. Planning the route before a crisis, not during it, saves days when every day counts.',
      },
      {
        sector: 'games',
        title: 'a quiz team that remembers more',
        body: 'A pub quiz team learns {k} by linking facts together rather than memorising lists: a capital with the story of why it was chosen, a country with its neighbours, a city with its time zone. Linked facts are easier to recall under pressure, and the team reviews every question it got wrong the following week.',
      },
    ],
  },
];
