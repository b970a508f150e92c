import type { Family } from './library-types';

/** Energy and the environment. */
export const ENVIRONMENT: Family[] = [
  {
    id: 'energy',
    title: 'Renewable energy',
    subject: 'Environment',
    terms: ['renewable energy', 'renewables', 'green energy', 'clean energy'],
    about: ['solar power', 'solar energy', 'solar panel', 'wind power', 'wind energy', 'wind turbine', 'battery storage', 'home battery', 'heat pump', 'energy efficiency', 'energy saving', 'insulation'],
    scenarios: [
      {
        sector: 'home',
        title: 'a family weighs up the investment',
        body: 'A family looks into {k} for their home: they read a year of energy bills, get three quotes from accredited installers, ask each for the expected yearly saving and payback time, and check which grants are available. After the work is done, they compare the next year’s bills with what the quotes promised.',
      },
      {
        sector: 'farming',
        title: 'a farm cuts its second-biggest cost',
        body: 'A dairy farm whose energy bill is second only to its feed bill invests in {k}, starting with the milking parlour and the water heating that run every single day. The farm records its monthly energy costs before and after, and the bank that lent the money asks for the same figures.',
      },
      {
        sector: 'education',
        title: 'pupils audit their school’s energy',
        body: 'A primary school makes {k} a term-long project: pupils read the school’s meters every Friday, find out where its power comes from and count the lights and screens left on after school. They present three suggestions to the head teacher, and the school reports back the following term on what changed and what it saved.',
      },
      {
        sector: 'public',
        title: 'a council puts its own buildings first',
        body: 'A town council starts its {k} plan with its own buildings: libraries, leisure centres and depots, ranked by how much energy they use per square metre. The worst are improved first, and the council publishes each building’s yearly use so residents can see whether the money is being well spent.',
      },
    ],
  },
  {
    id: 'sustainability',
    title: 'Sustainability',
    subject: 'Environment',
    terms: ['sustainability'],
    about: ['recycling', 'composting', 'circular economy', 'carbon footprint', 'carbon emissions', 'emissions', 'net zero', 'climate change', 'global warming', 'waste reduction', 'food waste', 'carbon offsetting', 'environment', 'greenhouse gas', 'reuse', 'zero waste'],
    scenarios: [
      {
        sector: 'smallBusiness',
        title: 'a café cuts its bills and its waste',
        body: 'A café owner takes {k} seriously after a record energy bill: she measures what the ovens, fridges and coffee machine use, moves baking to cheaper off-peak hours, and tracks food thrown away each day on a clipboard by the bin. Within a year both the bills and the waste are down, and regulars notice the changes on the menu board.',
      },
      {
        sector: 'public',
        title: 'a town plans the next twenty years',
        body: 'A town council builds {k} into its twenty-year plan: charging points where people park overnight, solar panels on school and depot roofs, and bin collections planned around what residents actually throw away. Each year it publishes the same handful of figures, so residents can see whether the plan is working.',
      },
      {
        sector: 'education',
        title: 'pupils audit their own school',
        body: 'A primary school makes {k} a term-long project: pupils weigh the lunchtime food waste, count what goes into each bin and read the school’s meters every Friday. They present their findings to the head teacher with three suggestions, and the school reports back on what changed the following term.',
      },
      {
        sector: 'manufacturing',
        title: 'a factory measures before it promises',
        body: 'A furniture maker whose biggest customer asks about {k} starts by measuring: energy used per piece of furniture, offcuts sent to landfill and how far its timber travels. It switches to a local timber supplier, sells its offcuts to a firewood company, and can now answer customers’ questionnaires with real figures instead of slogans.',
      },
    ],
  },
  {
    id: 'recycling',
    title: 'Recycling',
    subject: 'Environment',
    terms: ['recycling', ['recycle', 'recycling']],
    about: ['waste', 'bin', 'rubbish', 'plastic', 'glass', 'paper', 'cardboard', 'landfill', 'reuse', 'environment'],
    scenarios: [
      {
        sector: 'public',
        title: 'bins that are easy to get right',
        body: 'A town council gets more out of {k} by making sorting simple: one bin for paper and card, one for cans, glass and plastic bottles, pictures on the lids and a leaflet in the languages spoken locally. It checks loads at the sorting plant, because a greasy pizza box or a bag of food in the wrong bin can spoil a whole lorry-load.',
      },
      {
        sector: 'manufacturing',
        title: 'a bottle designed to become a bottle again',
        body: 'A drinks maker redesigns its bottles for {k}: clear plastic instead of coloured, a label that washes off and a cap made of a plastic the plant can sort, so an old bottle can become a new one rather than something of lower value. It then buys recycled plastic back for its next batches, which gives the collectors a buyer.',
      },
      {
        sector: 'education',
        title: 'pupils follow their school’s rubbish',
        body: 'Pupils study {k} by following their own school’s rubbish: they tip out a day’s bins onto a sheet, sort everything by hand, and find how much went in the wrong bin. A visit to a sorting plant shows magnets pulling out cans and paper being pulped; back at school they redesign the bin labels and sort the bins again a month later.',
      },
    ],
  },
];
