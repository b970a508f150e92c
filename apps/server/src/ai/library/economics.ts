import type { Family } from './library-types';

/** Economics as markets, households and governments use it (inflation is with money.ts). */
export const ECONOMICS: Family[] = [
  {
    id: 'supply-and-demand',
    title: 'Supply and demand',
    subject: 'Economics',
    terms: ['supply and demand', 'demand and supply', ['the law of supply and demand', 'supply and demand'], ['law of supply and demand', 'supply and demand']],
    about: ['market', 'price', 'demand', 'supply', 'shortage', 'surplus', 'economy', 'economics', 'scarcity', 'equilibrium', 'consumer', 'market prices'],
    scenarios: [
      {
        sector: 'travel',
        title: 'why school-holiday flights cost more',
        body: 'Airlines and hotels set prices by {k}: seats and rooms are fixed in number, and in school holidays far more families want them, so prices rise until the last ones are taken. Their systems watch bookings day by day and lower the price of a flight that is filling slowly.',
      },
      {
        sector: 'energy',
        title: 'cheaper electricity at night',
        body: 'Electricity suppliers price by {k} across the day: when everyone cooks and heats their homes in the early evening, expensive power stations have to run, and the wholesale price jumps. Some tariffs pass that on, so a household that runs the washing machine or charges a car overnight pays less.',
      },
      {
        sector: 'farming',
        title: 'a bumper harvest that lowers the price',
        body: 'A potato grower learns {k} the hard way: in a year when every farm has a big crop, the market is flooded and prices fall. Growers who stored part of the harvest, or agreed a price with a buyer before planting, sell through the year instead of all at once at the bottom.',
      },
    ],
  },
  {
    id: 'opportunity-cost',
    title: 'Opportunity cost',
    subject: 'Economics',
    terms: ['opportunity cost', ['opportunity costs', 'opportunity cost'], ['trade-offs', 'opportunity cost'], ['trade-off', 'opportunity cost']],
    about: ['choice', 'cost', 'scarcity', 'decision', 'alternative', 'economics', 'economy', 'resources', 'budget'],
    scenarios: [
      {
        sector: 'work',
        title: 'university or an apprenticeship',
        body: 'A school leaver weighs the {k} of two paths: three years at university means fees and no full wage, while an apprenticeship pays from the first month but leads to different jobs. Writing down what each path gives up, not only what it costs, makes the choice clearer — and the answer differs from person to person.',
      },
      {
        sector: 'smallBusiness',
        title: 'what to bake in the one oven',
        body: 'A small bakery has one oven and thinks in terms of {k}: an hour spent baking bread is an hour not spent baking cakes. The owner works out what each hour of oven time earns for each product, and fills the busiest hours with what earns most.',
      },
      {
        sector: 'public',
        title: 'a council’s budget choices',
        body: 'A town council facing a fixed budget sets out the {k} of each plan: the money for resurfacing a road could instead keep a library open or add evening buses. Public meetings show residents what each choice would give up, not just what it would pay for.',
      },
    ],
  },
];
