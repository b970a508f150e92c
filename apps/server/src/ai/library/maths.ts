import type { Family } from './library-types';

/** Mathematics as people use it at work and at home. */
export const MATHS: Family[] = [
  {
    id: 'arithmetic',
    title: 'Arithmetic',
    subject: 'Maths',
    forKids: true,
    terms: ['arithmetic', 'mental arithmetic', 'mental maths', 'mental math'],
    about: ['number', 'calculation', 'logarithm', 'exponent', 'power', 'equation', 'algebra', 'sum', 'multiply', 'mathematics', 'percentage', 'fraction', 'ratio', 'proportion', 'decimal', 'multiplication', 'division', 'addition', 'subtraction', 'estimation', 'times tables', 'unit conversion', 'counting'],
    scenarios: [
      {
        sector: 'retail',
        title: 'is the “value pack” really the better deal?',
        body: 'A shopper uses {k} in the supermarket aisle to compare a 400 g pack with a 650 g “value” pack, a three-for-two offer and a loyalty-card price. Working out the price per 100 g shows which deal really is cheapest — often not the one with the biggest sign — and over a year the habit saves a noticeable sum.',
      },
      {
        sector: 'healthcare',
        title: 'getting medicine doses right',
        body: 'Nurses use {k} every shift when they calculate doses by body weight, convert between units and set the rate of a drip. Because a slip can harm a patient, every calculation for a high-risk medicine is checked independently by a second nurse before it is given.',
      },
      {
        sector: 'home',
        title: 'scaling a recipe and splitting the bill',
        body: 'A student cooking for flatmates uses {k} to scale a recipe for four up to ten people, convert cups to grams, and split the shopping bill fairly when two people eat only half the meals. Writing the working down once means the same calculation can be reused every week.',
      },
      {
        sector: 'smallBusiness',
        title: 'pricing that covers the costs',
        body: 'A candle maker uses {k} to price her products: the cost of wax, wicks and jars per candle, a share of the rent and the market-stall fee, the price of her time, and the margin a shop will take if it stocks her candles. Several of her best sellers turn out to lose money once everything is counted, so she changes the prices before the next market season.',
      },
    ],
  },
  {
    id: 'geometry',
    title: 'Geometry and measurement',
    subject: 'Maths',
    forKids: true,
    terms: ['geometry', 'measurement'],
    about: ['shape', 'area', 'perimeter', 'volume', 'pythagoras', "pythagoras' theorem", 'theorem', 'triangle', 'angle', 'measuring'],
    scenarios: [
      {
        sector: 'construction',
        title: 'ordering the right amount of materials',
        body: 'A builder uses {k} to work out how much flooring, paint and plasterboard a job needs, adding a margin for offcuts and mistakes. Ordering too little stops work for days; ordering too much wastes money and materials. Checking each estimate against what was actually used makes the next quote more accurate.',
      },
      {
        sector: 'manufacturing',
        title: 'packaging that uses less cardboard',
        body: 'A packaging designer uses {k} to redesign a cereal box so it holds the same amount with less cardboard and fits more boxes on a pallet. Fewer lorries are needed for the same number of boxes, and the saving is measured in both money and tonnes of card a year.',
      },
      {
        sector: 'home',
        title: 'planning a room makeover',
        body: 'A couple redecorating a bedroom use {k} to plan it: the wall area minus the window for paint, the floor for a rug that leaves a border, and whether the wardrobe will fit through the door and under the sloping ceiling. Measuring twice and sketching a plan to scale saves a second trip to the shop — and a wardrobe that does not fit.',
      },
      {
        sector: 'farming',
        title: 'seed, fertiliser and fencing for a new field',
        body: 'A farmer uses {k} to work out how much seed and fertiliser a newly rented field needs and how much fencing a new paddock will take, measuring the boundaries on a mapping app and adding a margin for corners and gates. Comparing the estimate with what was actually used makes next year’s order more accurate.',
      },
    ],
  },
  {
    id: 'chance',
    title: 'Probability',
    subject: 'Maths',
    terms: ['probability', 'chance', 'likelihood'],
    about: ['odds', 'randomness', 'expected value', 'risk'],
    scenarios: [
      {
        sector: 'games',
        title: 'smarter moves at the board-game table',
        body: 'A family notices how much of the board games they play every weekend comes down to {k}: which move gives the best chance, whether it is worth risking a roll, how likely a card is to come up. Talking through one decision per game — “what are our chances if we do this?” — makes everyone quicker at the maths and better at the game.',
      },
      {
        sector: 'insurance',
        title: 'setting a fair price for cover',
        body: 'An insurer uses {k} to price home insurance: how likely a house in each area is to flood or be burgled, and how much a typical claim costs. Premiums follow those figures, which is why two similar houses in different streets can pay different amounts — and why flood defences can bring premiums down.',
      },
      {
        sector: 'public',
        title: 'what “70% chance of rain” really means',
        body: 'A weather service explains {k} to the public: a 70% chance of rain means that on days like this one, it rains about seven times in ten. Forecasters check their record every year — of all the days they gave 70%, did it rain on about 70% of them? — and publish how well-calibrated they were.',
      },
      {
        sector: 'healthcare',
        title: 'reading a screening test result',
        body: 'A doctor uses {k} to explain a screening result to a worried patient: when a disease is rare, most positive results from a good test are still false alarms, which is why a positive screen leads to a second, more precise test rather than a diagnosis. Drawing 1,000 imaginary people on a page makes it clear.',
      },
    ],
  },
  {
    id: 'percentages',
    title: 'Percentages',
    subject: 'Maths',
    terms: ['percentages', ['percentage', 'percentages'], ['percent', 'percentages'], ['per cent', 'percentages']],
    about: ['discount', 'sale', 'rate', 'proportion', 'fraction', 'increase', 'decrease', 'statistics', 'mathematics'],
    scenarios: [
      {
        sector: 'retail',
        title: 'seeing through the sale signs',
        body: 'A shopper uses {k} to see through sale signs: “up to 70% off” may apply to a handful of items, and 20% off followed by a further 20% off at the till is 36% off the first price, not 40%. Working out the real price before queueing stops the biggest number on the sign from making the decision.',
      },
      {
        sector: 'media',
        title: 'a headline that says what the number is of',
        body: 'A health reporter checks the {k} in a press release before writing a headline: a “50% rise” in a rare illness can mean two cases became three. She reports the actual numbers beside the percentage and says what it is a percentage of, so readers can judge whether it matters to them.',
      },
      {
        sector: 'work',
        title: 'two job offers, compared properly',
        body: 'A graduate compares two job offers using {k}: one pays more, the other adds a larger employer pension contribution and a yearly rise tied to prices. She turns each percentage into an amount in money for the first three years before she decides, and asks the employer which figure the pension percentage is taken from.',
      },
    ],
  },
];
