import type { Family, Scenario } from './library-types';

/** Online marketing wins a small hotel its own bookings. */
const DIRECT_BOOKINGS: Scenario = {
  sector: 'travel',
  title: 'a small hotel wins bookings back from the big sites',
  body: 'A family-run hotel uses {k} to win more direct bookings: a clear website that answers the questions guests actually ask, photos of the real rooms, a small perk for booking direct and a follow-up email inviting a review. It measures the share of bookings that come direct, because each one saves the commission charged by booking sites.',
};

/** Online marketing gets a local trade found. */
const LOCAL_TRADES: Scenario = {
  sector: 'smallBusiness',
  title: 'a local plumber who is easy to find',
  body: 'A one-person plumbing business uses {k} to get found by people nearby at the moment they need help: an up-to-date business profile, photos of finished jobs, a page for each service and area, and a habit of asking happy customers for a review. A separate phone number on the website shows how many calls it brings each month.',
};

/** Business: customers, marketing, startups, operations and working with people (the demo catalogue’s Marketing Essentials and Startup Fundamentals). */
export const BUSINESS: Family[] = [
  {
    id: 'audience',
    title: 'Customer segments',
    subject: 'Business',
    terms: ['segmentation', 'market segmentation', 'customer segmentation', 'customer segments', ['segments and personas', 'customer segments and personas']],
    about: ['persona', 'target audience', 'market research', 'customer research', 'retention', 'churn', 'loyalty', 'word of mouth', 'customer experience', 'customer insight'],
    scenarios: [
      {
        sector: 'software',
        title: 'a language app learns who really stays',
        body: 'A language-learning app rethinks its approach to {k} after looking at who actually keeps using it: travellers cramming before a trip, and people learning the language of a partner’s family. It gives each group a different first week of lessons and different reminder messages, then compares how many of each are still active after a month.',
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
    title: 'Marketing',
    subject: 'Business',
    terms: ['marketing', 'marketing strategy'],
    about: ['branding', 'brand', 'advertising', 'positioning', 'social proof', 'copywriting', 'influencer', 'promotion', 'messaging'],
    scenarios: [
      {
        sector: 'retail',
        title: 'a garden centre plans its spring season',
        body: 'A family-run garden centre plans its spring {k} around the two groups who actually buy from it: retired gardeners who come mid-week and young families who come at weekends. It runs a mid-week planting talk for the first and a seed-sowing morning for children for the second, announces each where that group already looks — the local paper and the school newsletter — and counts how many new loyalty cards each event brings.',
      },
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
    title: 'Online marketing',
    subject: 'Business',
    terms: ['online marketing', 'digital marketing', 'internet marketing'],
    about: ['seo', 'search engine optimisation', 'social media marketing', 'content marketing', 'email marketing', 'online reviews', 'search intent', 'keyword research'],
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
    title: 'Lean startup: testing an idea before building it',
    subject: 'Business',
    terms: ['lean startup', ['the lean startup', 'lean startup'], ['mvp', 'the minimum viable product approach'], ['minimum viable product', 'the minimum viable product approach'], ['validating demand', 'validating demand']],
    about: ['startup', 'product-market fit', 'business model', 'customer discovery', 'unit economics', 'pivot', 'entrepreneurship', 'bootstrapping', 'value proposition', 'business plan', 'innovation'],
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
    title: 'Supply chains',
    subject: 'Business',
    terms: ['supply chain', 'supply chains', 'supply chain management'],
    about: ['logistics', 'inventory', 'stock control', 'procurement', 'purchasing', 'just-in-time', 'lean manufacturing', 'warehousing', 'distribution', 'operations management'],
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
    id: 'negotiation',
    title: 'Negotiation',
    subject: 'Business',
    terms: ['negotiation', ['negotiating', 'negotiation'], ['negotiation skills', 'negotiation']],
    about: ['bargaining', 'bargain', 'deal', 'agreement', 'compromise', 'mediation', 'salary', 'offer', 'contract', 'persuasion', 'conflict resolution', 'communication', 'soft skills', 'collaboration'],
    scenarios: [
      {
        sector: 'work',
        title: 'a job offer that is more than the salary',
        body: 'A nurse offered a post at a private clinic prepares for {k} before she answers: she finds out what similar posts pay nearby, decides the lowest offer she would accept, and knows what she will do if the clinic says no — stay where she is, with the promotion she has been promised. She asks near the top of the range and gives her reasons. When the clinic cannot move on pay, she trades instead for paid training and an extra week of leave.',
      },
      {
        sector: 'smallBusiness',
        title: 'a café answers a price rise with a better deal',
        body: 'A café owner whose milk supplier announces a steep price rise turns to {k} instead of simply paying it: she gets quotes from two other dairies, adds up what she buys in a year, and offers a twelve-month contract and faster payment in return for a smaller rise. Because the best rival quote is her walk-away point, she can say no calmly — and the supplier meets her halfway.',
      },
      {
        sector: 'law',
        title: 'neighbours settle a fence dispute without a court',
        body: 'Two neighbours arguing over a new fence try {k} with the help of a community mediation service. The mediator asks each what they actually need rather than what they first demanded — privacy for one, sunlight on a vegetable patch for the other — and they agree on a lower fence topped with a trellis. The agreement is written down and signed, which costs far less than a court and keeps them on speaking terms.',
      },
    ],
  },
  {
    id: 'public-speaking',
    title: 'Public speaking',
    subject: 'Business',
    terms: ['public speaking', ['speaking in public', 'public speaking'], ['presentation skills', 'public speaking']],
    about: ['speech', 'speaking', 'speaker', 'presentation', 'talk', 'audience', 'rhetoric', 'oratory', 'stage fright', 'lecture', 'communication', 'communication skills', 'leadership', 'soft skills'],
    scenarios: [
      {
        sector: 'education',
        title: 'a five-minute talk in front of the whole school',
        body: 'A sixth-former asked to give a five-minute talk at a school assembly works on {k} the way speech coaches advise: three points on one card instead of a full script, rehearsals out loud to a friend with a timer, and one run recorded on her phone to catch the moments she rushes. On the day she pauses before each point and looks at three friendly faces in different parts of the hall rather than at the card.',
      },
      {
        sector: 'business',
        title: 'eight slides and one decision for the board',
        body: 'An engineer asked to update the board on a late project works on his {k} with one aim, the decision the board must make: he opens with the decision he needs, cuts forty slides to eight with one message each, and rehearses answers to the three hardest questions he expects. A colleague times the rehearsal, because a talk that runs over eats the discussion the board came for.',
      },
      {
        sector: 'charity',
        title: 'a volunteer who fills the sign-up sheet',
        body: 'A volunteer who speaks for a local food bank at community meetings improves her {k} at a weekly speaking club: members give short talks and get feedback on pace, pauses and eye contact, and one member counts the filler words. Within a few months she can tell one family’s story without notes and end with a clear request, and more people put their names on the volunteer sheet after her talks.',
      },
    ],
  },
  {
    id: 'funding',
    title: 'Funding and runway',
    subject: 'Business',
    terms: [['runway', 'cash runway'], 'cash runway', ['funding and runway', 'funding and runway']],
    about: ['investor', 'investment', 'cash', 'equity', 'loan', 'grant', 'startup', 'capital', 'money', 'finance', 'seed', 'burn rate', 'venture capital', 'fundraising'],
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
    title: 'Funnels',
    subject: 'Business',
    terms: [['funnels', 'funnels'], ['funnel', 'funnels'], ['marketing funnel', 'marketing funnels'], ['marketing funnels', 'marketing funnels'], ['sales funnel', 'sales funnels'], ['funnels and metrics', 'funnels and metrics']],
    about: ['conversion', 'metric', 'customer', 'sale', 'checkout', 'website', 'marketing', 'analytics', 'signup', 'retention', 'conversion rate'],
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
  {
    id: 'time-management',
    title: 'Time management',
    subject: 'Business',
    terms: ['time management', ['managing time', 'time management'], ['managing your time', 'time management']],
    about: ['deadline', 'schedule', 'planning', 'procrastination', 'productivity', 'calendar', 'priority', 'task', 'organisation', 'project management', 'management', 'delegation', 'leadership', 'teamwork'],
    scenarios: [
      {
        sector: 'education',
        title: 'essays started weeks before the deadline',
        body: 'A university student with a part-time job gets on top of {k} with a plan she makes every Sunday evening: lectures and shifts go in first, then fixed blocks for each essay, started two weeks before the deadline rather than two days. On Friday she notes what took longer than planned and leaves more room for it the following week.',
      },
      {
        sector: 'healthcare',
        title: 'a district nurse’s day on the road',
        body: 'A district nurse with a dozen home visits a day works on her {k} by planning the route the evening before: visits grouped by area, patients who need medicine at a set hour placed first, and one slot kept free for the urgent call that almost always comes. She writes notes between visits rather than leaving them all for the end of the day.',
      },
      {
        sector: 'smallBusiness',
        title: 'an electrician who stops doing paperwork at midnight',
        body: 'A self-employed electrician struggling with {k} blocks one morning a week for quotes, invoices and ordering parts instead of doing them late at night, and stops booking jobs back to back, leaving time to travel and a buffer for jobs that overrun. Invoices now go out within days of a job, so the money comes in sooner.',
      },
    ],
  },
];
