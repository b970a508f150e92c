import type { Family, Scenario } from './library-types';

/** Marketing and online marketing both win a small hotel its own bookings. */
const DIRECT_BOOKINGS: Scenario = {
  sector: 'travel',
  title: 'a small hotel wins bookings back from the big sites',
  body: 'A family-run hotel uses {k} to win more direct bookings: a clear website that answers the questions guests actually ask, photos of the real rooms, a small perk for booking direct and a follow-up email inviting a review. It measures the share of bookings that come direct, because each one saves the commission charged by booking sites.',
};

/** Marketing and online marketing both get a local trade found. */
const LOCAL_TRADES: Scenario = {
  sector: 'smallBusiness',
  title: 'a local plumber who is easy to find',
  body: 'A one-person plumbing business uses {k} to get found by people nearby at the moment they need help: an up-to-date business profile, photos of finished jobs, a page for each service and area, and a habit of asking happy customers for a review. A separate phone number on the website shows how many calls it brings each month.',
};

/** Business: customers, marketing, startups, operations and working with people (the demo catalogue’s Marketing Essentials and Startup Fundamentals). */
export const BUSINESS: Family[] = [
  {
    id: 'audience',
    title: 'Customer segments and retention',
    subject: 'Business',
    terms: [
      'segmentation', 'market segmentation', 'customer segmentation', ['persona', 'personas'], 'personas', 'buyer personas', 'customer personas',
      ['target audience', 'target-audience research'], 'target audiences', 'market research', 'customer research', 'customer retention',
      ['retention', 'customer retention'], ['churn', 'churn analysis'], 'customer churn', 'customer loyalty', 'loyalty programmes', 'loyalty programs',
      'word of mouth', 'customer experience', 'customer insight', 'customer insights', ['segments and personas', 'customer segments and personas'], ['know your audience', 'customer research'],
    ],
    scenarios: [
      {
        sector: 'software',
        title: 'a language app learns who really stays',
        body: 'A language-learning app rethinks its approach to {k} after looking at who actually keeps using it: travellers cramming before a trip, and people learning the language of a partner’s family. It gives each group a different first week of lessons and different reminder messages, then compares how many of each are still active after a month.',
      },
      {
        sector: 'retail',
        title: 'a bakery turns one-off visitors into regulars',
        body: 'A neighbourhood bakery puts {k} to work on a simple problem: most first-time customers never return. A stamp card, a weekly email listing what is fresh on Saturday and a short note asking for feedback bring more people back, and the owner tracks the share of customers who visit a second time within a month.',
      },
      {
        sector: 'charity',
        title: 'an appeal that speaks to real supporters',
        body: 'An animal charity rethinks its appeals with {k} in mind: instead of one letter for everyone, it writes for three real groups of supporters — long-time monthly donors, young volunteers, and people who adopted a pet from it — each with a different story and request. It tests each version on a small batch first and sends the winner to the rest.',
      },
      {
        sector: 'transport',
        title: 'a bus timetable built around its riders',
        body: 'A regional bus company applies {k} to its rider surveys and ticket data and finds two groups it was serving badly: students who need late-evening buses, and older riders who want seats and printed timetables at the stops. It changes one route for each group and compares journeys on those routes over the next six months.',
      },
    ],
  },
  {
    id: 'promotion',
    title: 'Marketing and branding',
    subject: 'Business',
    terms: [
      'marketing', 'branding', ['brand', 'branding'], 'advertising', 'positioning', 'brand positioning', 'social proof', 'copywriting',
      'influencer marketing', 'marketing strategy', 'promotion', ['positioning and messaging', 'positioning and messaging'], ['messaging', 'messaging'],
    ],
    scenarios: [
      DIRECT_BOOKINGS,
      LOCAL_TRADES,
      {
        sector: 'manufacturing',
        title: 'a small brewery launches a new beer',
        body: 'A small brewery plans the launch of a low-alcohol beer with {k} in mind: who it is for (people driving home from the pub), one clear message, a label that stands out on a crowded shelf, and tastings in the places those drinkers already go. It tracks reorders from pubs, not just first-week sales, to see whether the launch really worked.',
      },
      {
        sector: 'charity',
        title: 'turning a fundraising day into lasting support',
        body: 'A children’s charity uses {k} to turn a one-off sponsored walk into lasting support: one clear story about what the money pays for, photos and thanks sent to every walker within a week, and an invitation to give monthly three weeks later. It compares how many walkers become regular donors with the year before.',
      },
    ],
  },
  {
    id: 'online-marketing',
    title: 'Online marketing and SEO',
    subject: 'Business',
    terms: [
      ['seo', 'SEO'], 'search engine optimisation', 'search engine optimization', 'social media marketing', 'content marketing', 'email marketing',
      'digital marketing', 'online marketing', 'online reviews', 'search intent', 'keyword research', ['content and seo', 'content and SEO'],
    ],
    scenarios: [
      DIRECT_BOOKINGS,
      LOCAL_TRADES,
      {
        sector: 'charity',
        title: 'help that can be found at 2am',
        body: 'A mental-health charity uses {k} so that people searching for help late at night find it: pages written around the exact questions people type, a clear phone number at the top of each page and fast loading on an old phone. It watches which questions bring people in and writes a new page for each common one it has not yet answered.',
      },
      {
        sector: 'retail',
        title: 'an independent bookshop competes online',
        body: 'An independent bookshop uses {k} to compete with the online giants on what they cannot copy: staff reviews of books they loved, reading lists for local book clubs and a weekly newsletter about events in the shop. It tracks how many online orders are collected in person, since those visitors often buy a second book at the till.',
      },
    ],
  },
  {
    id: 'startups',
    title: 'Startups and business models',
    subject: 'Business',
    terms: [
      ['startup', 'startup thinking'], ['startups', 'startup thinking'], ['start-up', 'startup thinking'], ['start-ups', 'startup thinking'], ['mvp', 'the minimum viable product approach'], ['minimum viable product', 'the minimum viable product approach'],
      'product-market fit', 'product market fit',
      ['business model', 'business models'], 'business models', 'lean startup', 'customer discovery', 'unit economics', ['pivot', 'pivoting'], 'pivoting', 'entrepreneurship', 'bootstrapping',
      'value proposition', ['business plan', 'business plans'], 'business plans', 'innovation', ['validating demand', 'validating demand'], ['customer problems', 'customer discovery'], ['finding an idea', 'customer discovery'],
    ],
    scenarios: [
      {
        sector: 'software',
        title: 'testing demand before writing code',
        body: 'Two founders with an idea for a booking tool for dog groomers think hard about {k} before building anything: they interview fifteen groomers about the last time scheduling went wrong, then offer a hand-run version using a shared calendar and text messages. Only when groomers start paying for the manual version do they write the software.',
      },
      {
        sector: 'retail',
        title: 'a pop-up shop before a long lease',
        body: 'A maker of refillable cleaning products learns about {k} the practical way, with a three-month pop-up stall before signing a five-year shop lease. She records what sells, what customers ask for and how many come back to refill, and learns that refills, not starter kits, make most of the money — which changes the shop she later opens.',
      },
      {
        sector: 'public',
        title: 'a city service tries before it scales',
        body: 'A city council’s digital team applies lessons from {k} to redesign how residents report potholes. It launches a simple version in one district, watches how people actually use it, and measures how quickly reports turn into repairs before rolling it out across the city.',
      },
      {
        sector: 'energy',
        title: 'a clean-tech company finds its real customer',
        body: 'A start-up building battery storage for homes works through {k} and discovers that its keenest buyers are not households but small farms that lose money when the power cuts out. It changes its sales pitch and product to fit them, and tracks how long each sale takes and how many customers recommend it to a neighbour.',
      },
    ],
  },
  {
    id: 'operations',
    title: 'Supply chains and operations',
    subject: 'Business',
    terms: [
      'supply chain', 'supply chains', 'supply chain management', 'logistics', 'inventory', 'inventory management', 'stock control', 'procurement',
      'purchasing', ['just-in-time', 'just-in-time ordering'], ['just in time', 'just-in-time ordering'], 'lean manufacturing', 'warehousing', 'distribution', 'operations management',
    ],
    scenarios: [
      {
        sector: 'retail',
        title: 'a toy shop gets ready for Christmas in July',
        body: 'An independent toy retailer reviews its {k} in the summer: which supplier makes each best seller, in which country, how long shipping takes and what happened last year when a container was late. It orders the top twenty items early, finds a second supplier for the five it cannot do without, and tracks how many days each item was out of stock in December.',
      },
      {
        sector: 'healthcare',
        title: 'a hospital that does not run out of essentials',
        body: 'A hospital reviews its {k} for the items it cannot work without — gloves, saline, common antibiotics — after a shortage forced it to cancel operations. It keeps a few weeks of buffer stock for those items, agrees a second supplier for each and checks stock levels daily on one shared screen instead of in ten separate cupboards.',
      },
      {
        sector: 'manufacturing',
        title: 'a food factory that wastes less',
        body: 'A ready-meal factory redesigns its {k} around short shelf lives: ingredients arrive daily in smaller deliveries, production follows the supermarkets’ orders rather than forecasts made a month earlier, and anything close to its date goes to a food charity. Waste per tonne of food produced is reported every week.',
      },
      {
        sector: 'charity',
        title: 'a food bank that keeps its shelves balanced',
        body: 'A food bank improves its {k} with a simple spreadsheet of what comes in and goes out each week. It can now tell supermarkets and donors exactly which items are running low — tinned fish, toiletries, long-life milk — instead of receiving another pallet of pasta, and checks the list every Friday before the weekend appeal.',
      },
    ],
  },
  {
    id: 'skills',
    title: 'Leadership and teamwork',
    subject: 'Business',
    terms: [
      'negotiation', 'negotiating', 'leadership', 'communication', 'communication skills', 'teamwork', 'collaboration', 'public speaking', 'presentation skills',
      'time management', 'project management', 'conflict resolution', 'emotional intelligence', 'critical thinking', 'problem solving', 'problem-solving',
      'decision making', 'decision-making', 'delegation', 'active listening', 'giving feedback', 'creativity', 'soft skills', 'management',
    ],
    scenarios: [
      {
        sector: 'work',
        title: 'a new team leader practises where the stakes are low',
        body: 'A newly promoted team leader works on {k} in low-stakes situations first — running a short weekly meeting, agreeing holiday cover, settling a small disagreement — and asks one trusted colleague for honest feedback after each. Three months in, she compares how meetings and deadlines go with how they went before.',
      },
      {
        sector: 'healthcare',
        title: 'hospital teams rehearse the hard moments',
        body: 'A hospital trains {k} with short simulations of real moments: a handover between shifts, a disagreement about a treatment plan, a relative who wants answers now. Each run is followed by a debrief on what was said and what was heard, and the hospital tracks incidents linked to poor handovers before and after the training.',
      },
      {
        sector: 'education',
        title: 'pupils organise a real event',
        body: 'A secondary school builds {k} into a term-long project in which pupils organise a real event for the school community, with roles, a small budget and a fixed date. Teachers assess the process — how the group made decisions, shared the work and handled setbacks — as well as the result, and pupils write down what they would do differently.',
      },
      {
        sector: 'smallBusiness',
        title: 'a growing business that still runs smoothly',
        body: 'The owner of a cleaning company that has grown from three people to twenty works on {k} when she can no longer be at every job herself: she writes down how decisions get made, holds a fifteen-minute weekly check-in and asks staff what gets in their way. Staff turnover and customer complaints are the two numbers she watches.',
      },
    ],
  },
  {
    id: 'funding',
    title: 'Funding and runway',
    subject: 'Business',
    terms: [
      ['runway', 'cash runway'], 'cash runway', ['funding and runway', 'funding and runway'], ['burn rate', 'burn rate'], ['startup funding', 'startup funding'],
      ['venture capital', 'venture capital'], ['fundraising', 'fundraising'],
    ],
    about: ['investor', 'investment', 'cash', 'equity', 'loan', 'grant', 'startup', 'capital', 'money', 'finance', 'seed'],
    scenarios: [
      {
        sector: 'software',
        title: 'a small software company counts its months',
        body: 'The founders of a small software company review their {k} every month: the cash in the bank divided by what they spend each month tells them how long they can keep going. When it falls towards six months they cut costs that do not bring in customers and start talking to investors, because raising money usually takes months.',
      },
      {
        sector: 'manufacturing',
        title: 'a food start-up chooses how to grow',
        body: 'A start-up making plant-based snacks weighs its options for {k}: a bank loan it must repay whatever happens, a grant tied to a particular project, or investors who take a share of the company. It models each choice against a slow year before it signs anything.',
      },
      {
        sector: 'charity',
        title: 'a social enterprise plans a lean year',
        body: 'A social enterprise running a community café thinks about {k} as a charity would its reserves: how many months the doors could stay open if a grant ends. It keeps that figure in front of the board each quarter and builds up a buffer in good months.',
      },
    ],
  },
  {
    id: 'funnels',
    title: 'Funnels and conversion',
    subject: 'Business',
    terms: [
      ['funnels', 'funnels'], ['funnel', 'funnels'], ['marketing funnel', 'marketing funnels'], ['marketing funnels', 'marketing funnels'], ['sales funnel', 'sales funnels'],
      ['funnels and metrics', 'funnels and metrics'], ['conversion rate', 'conversion rates'], ['conversion rates', 'conversion rates'],
    ],
    about: ['conversion', 'metric', 'customer', 'sale', 'checkout', 'website', 'marketing', 'analytics', 'signup', 'retention'],
    scenarios: [
      {
        sector: 'retail',
        title: 'an online shop finds where buyers give up',
        body: 'An online shop maps its {k} step by step: visits, product pages viewed, items added to the basket, checkouts started and orders paid. The biggest drop comes at the delivery-cost page, so it shows delivery costs on the product page instead and watches whether more baskets turn into orders.',
      },
      {
        sector: 'charity',
        title: 'a donation page that loses fewer donors',
        body: 'A charity studies its {k} for online donations: many people start the form and leave at the step that asks them to create an account. It lets donors give as guests, shortens the form to what is needed, and compares completed donations before and after.',
      },
      {
        sector: 'software',
        title: 'from free trial to paying customer',
        body: 'A small software company tracks {k} from sign-up to paying customer and finds that trial users who never invite a colleague rarely pay. It changes the first-week emails to help users invite their team, and checks the effect on the share of trials that convert.',
      },
    ],
  },
];
