/*
 * What the offline generator knows about the world: families of related keywords, each with
 * real-world scenarios in different sectors. "{k}" in a scenario is the keyword as it reads in a
 * sentence, never at a sentence's start. Every scenario of a family must read right for every
 * term of that family, which is why some terms carry the form to use ("chatbot" → "chatbots").
 * A keyword that is not one of these terms gets the general scenarios, which fit any subject.
 */

export const SECTORS = {
  healthcare: 'Healthcare',
  energy: 'Energy',
  farming: 'Farming',
  retail: 'Retail',
  manufacturing: 'Manufacturing',
  logistics: 'Logistics',
  banking: 'Banking',
  insurance: 'Insurance',
  public: 'Public services',
  education: 'Education',
  media: 'Media',
  travel: 'Travel and hospitality',
  software: 'Software',
  home: 'Everyday life',
  conservation: 'Conservation',
  construction: 'Construction',
  transport: 'Transport',
  sport: 'Sport and fitness',
  law: 'Legal services',
  charity: 'Charities',
  service: 'Customer service',
  work: 'Careers',
  smallBusiness: 'Small business',
  science: 'Science',
  games: 'Games and trivia',
  finance: 'Finance',
  business: 'Business',
} as const;

export type Sector = keyof typeof SECTORS;

export interface Scenario {
  sector: Sector;
  title: string;
  body: string;
}

export interface Family {
  id: string;
  /** lower-case terms; [term, how it reads in a sentence] when the term alone would read wrongly */
  terms: (string | [string, string])[];
  scenarios: Scenario[];
}

/** Abbreviations written in capitals (or their usual mixed case) wherever a keyword uses them. */
export const ACRONYMS: Record<string, string> = {
  ai: 'AI', ml: 'ML', iot: 'IoT', nlp: 'NLP', llm: 'LLM', llms: 'LLMs', api: 'API', apis: 'APIs', sql: 'SQL', seo: 'SEO',
  mvp: 'MVP', kpi: 'KPI', kpis: 'KPIs', okr: 'OKR', okrs: 'OKRs', vr: 'VR', ar: 'AR', '5g': '5G', gps: 'GPS', dna: 'DNA',
  etf: 'ETF', etfs: 'ETFs', '2fa': '2FA', mfa: 'MFA', gdpr: 'GDPR', crm: 'CRM', erp: 'ERP', ui: 'UI', ux: 'UX', rfid: 'RFID',
  ev: 'EV', evs: 'EVs', co2: 'CO2', gpt: 'GPT', nft: 'NFT', nfts: 'NFTs', roi: 'ROI', saas: 'SaaS', devops: 'DevOps', '3d': '3D',
  uk: 'UK', usa: 'USA', eu: 'EU', html: 'HTML', css: 'CSS', hr: 'HR', b2b: 'B2B', b2c: 'B2C',
};

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

export const FAMILIES: Family[] = [
  {
    id: 'ai',
    terms: ['ai', 'artificial intelligence', 'machine learning', ['ml', 'machine learning'], 'deep learning', ['neural network', 'neural networks'], 'neural networks', 'predictive analytics', 'data science'],
    scenarios: [
      {
        sector: 'banking',
        title: 'catching card fraud as it happens',
        body: 'A bank uses {k} to score every card payment against the customer’s usual pattern: a new country, an odd hour or an unusual amount holds the payment for a few seconds while the customer confirms it by text. Analysts review the flagged cases each week and feed their verdicts back into training, which keeps false alarms rare enough that customers keep taking the alerts seriously.',
      },
      {
        sector: 'energy',
        title: 'forecasting solar and wind output',
        body: 'A grid operator uses {k} to forecast tomorrow’s solar and wind output hour by hour from weather models, satellite cloud images and past production. Better forecasts mean fewer gas plants kept running “just in case”, which cuts both cost and emissions. Every forecast is compared with what the panels and turbines actually produced, and the model is retrained when the error starts to drift.',
      },
      {
        sector: 'manufacturing',
        title: 'fixing machines before they break',
        body: 'A factory fits vibration and temperature sensors to its pumps and motors and uses {k} to learn what normal running looks like for each machine. When the readings drift, maintenance is booked for the next planned stop instead of waiting for a breakdown that halts the line. The team counts unplanned stoppages before and after, and a technician checks every warning before a part is replaced.',
      },
      {
        sector: 'healthcare',
        title: 'noticing when a patient is getting worse',
        body: 'A hospital ward uses {k} to watch routine observations — heart rate, blood pressure, breathing rate, lab results — and alert nurses when a patient’s pattern resembles the early hours of sepsis. The alert diagnoses nothing; it prompts a clinician to look sooner. The hospital audits every alert, tracks how many were false alarms and pauses the tool if staff start to ignore it.',
      },
      {
        sector: 'farming',
        title: 'diagnosing crop disease from a phone photo',
        body: 'Smallholder farmers photograph a diseased leaf with a phone app that uses {k} to suggest the most likely disease and a treatment, even without signal in the field. The app asks the farmer to confirm or correct the result and agronomists check a sample each season, so it keeps learning local varieties. Catching blight a week earlier can save most of a harvest.',
      },
      {
        sector: 'retail',
        title: 'ordering stock to match demand',
        body: 'A grocery chain uses {k} to forecast how many of each item every store will sell next week, taking in weather, holidays, local events and promotions. Orders follow the forecast, so popular items run out less often and less fresh food is thrown away. Store managers can override any number, and the forecasts learn from the overrides that turn out to be right.',
      },
    ],
  },
  {
    id: 'language-ai',
    terms: [
      ['chatbot', 'chatbots'], 'chatbots', ['llm', 'large language models'], ['llms', 'large language models'], ['large language model', 'large language models'],
      'large language models', 'generative ai', ['genai', 'generative AI'], ['gpt', 'GPT models'], ['chatgpt', 'ChatGPT-style assistants'],
      'natural language processing', ['nlp', 'natural language processing'], ['ai assistant', 'AI assistants'], 'ai assistants',
    ],
    scenarios: [
      {
        sector: 'service',
        title: 'answering routine questions around the clock',
        body: 'A broadband provider uses {k} on its website and help line to handle the questions that make up most of its contact volume — bills, moving house, restarting a router — at any hour. Complaints, refunds and customers who seem vulnerable go straight to a person, with a summary so nobody has to repeat themselves. The team reads a sample of conversations every week and measures how many problems were actually solved.',
      },
      {
        sector: 'healthcare',
        title: 'drafting clinic notes and letters',
        body: 'A family doctor’s practice uses {k} to turn a recorded consultation into a draft note and referral letter, which the doctor reads, corrects and signs. Doctors get back several minutes per appointment and spend more of it looking at the patient than the screen. Patients are asked for consent first, recordings are deleted once the note is approved, and nothing is sent without a human check.',
      },
      {
        sector: 'law',
        title: 'a first read of supplier contracts',
        body: 'A small law firm uses {k} to read incoming supplier contracts and flag clauses that differ from the firm’s standard positions: unusual liability caps, automatic renewals, short notice periods. A lawyer still reviews every flagged clause and writes the advice, but the first read takes minutes instead of an hour, so clients pay for judgement rather than for reading.',
      },
      {
        sector: 'education',
        title: 'same-evening feedback on essay drafts',
        body: 'A secondary school’s English department uses {k} to give students feedback on the structure and clarity of essay drafts the same evening, while teachers keep marking the final versions. Students redraft more often because they do not wait a week for comments, and teachers spend their time on the conversations software cannot have. Students and parents are told exactly what the tool sees and what it does not.',
      },
      {
        sector: 'public',
        title: 'council services in residents’ own languages',
        body: 'A city council uses {k} to let residents ask about bin collections, parking permits and council tax in their own language, answering only from the council’s published pages and linking to the source. Questions it cannot answer go to a staff inbox, and staff review them monthly to fill the gaps in the website itself.',
      },
    ],
  },
  {
    id: 'vision',
    terms: ['computer vision', 'image recognition', 'machine vision', 'object detection', 'image classification'],
    scenarios: [
      {
        sector: 'manufacturing',
        title: 'finding faulty bottles at full line speed',
        body: 'A bottling plant points cameras at its line and uses {k} to spot cracked glass, crooked labels and under-filled bottles at full speed, pushing faulty ones off the belt automatically. Inspectors now check the rejects and the doubtful cases instead of watching thousands of identical bottles an hour, and the plant tracks how many faults still reach customers.',
      },
      {
        sector: 'farming',
        title: 'spraying the weeds, not the whole field',
        body: 'A crop sprayer fitted with cameras uses {k} to tell weeds from crop seedlings and opens its nozzles only over the weeds. Farmers trialling this kind of system report large cuts in herbicide use, which saves money and keeps chemicals out of soil and rivers. The farmer walks the rows after the first passes, because a new crop or growth stage can confuse the model.',
      },
      {
        sector: 'conservation',
        title: 'sorting camera-trap photos of wildlife',
        body: 'A national park sets motion-triggered cameras along animal trails and uses {k} to sort the hundreds of thousands of photos they take into empty frames, people and each species. Rangers who used to spend weeks sorting images see population trends within days, and an expert confirms every sighting of a rare species before it is reported.',
      },
      {
        sector: 'transport',
        title: 'counting cyclists and traffic at junctions',
        body: 'A city transport team runs {k} on its existing traffic cameras to count cars, buses, bicycles and pedestrians at junctions around the clock, processing video on the camera so no footage is stored. The counts show whether a new cycle lane is used, which signal timings cause queues, and whether a change actually helped.',
      },
      {
        sector: 'retail',
        title: 'spotting empty shelves before customers do',
        body: 'A supermarket runs {k} on images from shelf-edge cameras to spot gaps and misplaced price labels, sending staff a list of exactly which shelf to refill. The cameras point at shelves, not shoppers, and the store measures the sales it recovers in each aisle.',
      },
    ],
  },
  {
    id: 'data',
    terms: [
      'data analytics', 'data analysis', 'analytics', 'big data', 'data visualisation', 'data visualization', ['dashboard', 'dashboards'], 'dashboards',
      ['spreadsheet', 'spreadsheets'], 'spreadsheets', ['sql', 'SQL'], 'statistics', 'averages', ['average', 'averages'],
    ],
    scenarios: [
      {
        sector: 'retail',
        title: 'an independent bookshop decides what to stock',
        body: 'An independent bookshop exports a year of till data and works through it with {k}: which titles sell together, which shelves earn the most per metre, which weeks are slow. It places best-selling pairs side by side, shrinks a section that barely sells and plans author events for the quiet weeks, then compares the same months a year later to see what actually changed.',
      },
      {
        sector: 'healthcare',
        title: 'shortening waits in the emergency department',
        body: 'A hospital’s operations team looks at arrival and discharge times using {k} to see when the emergency department is busiest and where patients wait longest. The figures show queues building in the late afternoon, when beds upstairs are not yet free, so the hospital moves discharge rounds earlier in the day and tracks average waiting times week by week.',
      },
      {
        sector: 'sport',
        title: 'keeping training loads safe',
        body: 'A semi-professional football club records GPS and heart-rate data from every session and, using {k}, compares each player’s load with their usual level. Coaches ease off for players whose load has spiked, because sudden spikes are linked with muscle injuries, and compare injury days per season before and after.',
      },
      {
        sector: 'charity',
        title: 'showing where the need is growing',
        body: 'A food bank tracks parcels handed out by week and by neighbourhood using {k}, and publishes a one-page monthly summary for donors and volunteers. The same figures show where demand is rising fastest, so the charity opens a collection point there before queues form.',
      },
      {
        sector: 'home',
        title: 'finding out where the energy bill goes',
        body: 'A household downloads half-hourly readings from its smart meter and, using {k}, finds its baseload — what the home uses while everyone sleeps — and the biggest spikes. An old fridge-freezer turns out to run all night; replacing it pays for itself within a few years, and the next quarter’s bill confirms the saving.',
      },
    ],
  },
  {
    id: 'security',
    terms: ['cybersecurity', 'cyber security', 'information security', 'encryption', ['password', 'passwords'], 'passwords', 'two-factor authentication', ['2fa', 'two-factor authentication'], 'multi-factor authentication', ['mfa', 'multi-factor authentication'], 'phishing', 'malware', 'ransomware', 'privacy', 'data protection', ['gdpr', 'GDPR'], 'online safety'],
    scenarios: [
      {
        sector: 'healthcare',
        title: 'a small surgery protects its patient records',
        body: 'After a neighbouring practice is hit by a cyber attack, a small doctor’s surgery reviews its approach to {k}. It lists every system that holds patient records, turns on two-step sign-in for remote access, gives staff a ten-minute session on spotting fake emails, and tests restoring from backup — the step that decides whether an attack costs an afternoon or a month.',
      },
      {
        sector: 'smallBusiness',
        title: 'a one-page checklist for an online shop',
        body: 'A family-run online shop takes {k} seriously with a one-page checklist: unique passwords kept in a password manager, two-step sign-in on the shop and email accounts, automatic software updates, and customer data kept only as long as it is needed. Each item takes under an hour, and together they stop the attacks that hit small shops most often.',
      },
      {
        sector: 'education',
        title: 'blame-free practice for staff',
        body: 'A school’s IT lead builds staff training on {k} around situations that really happen: a harmless practice email that imitates a scam, a laptop left on a train, a caller asking for a pupil’s details. Each is followed by a two-minute explanation, results are compared term by term, and the lesson is what to look for rather than who got caught.',
      },
      {
        sector: 'banking',
        title: 'designing scams out of a banking app',
        body: 'A bank designs its app with {k} in mind instead of leaving it all to customers: it shows the account holder’s name before a first payment, pauses large transfers to a new payee with a warning about common scams, and never asks for a full password or a one-time code by phone. Fraud losses and complaints are tracked after each change.',
      },
      {
        sector: 'home',
        title: 'one evening to secure the family’s accounts',
        body: 'A family spends one evening on {k} at home: automatic updates on every device, a shared password manager, two-step sign-in on email and banking first, and a rule that nobody reads out a code sent by text — even to someone claiming to be the bank. Email comes first because it can reset every other account.',
      },
    ],
  },
  {
    id: 'iot',
    terms: [['iot', 'the Internet of Things'], ['internet of things', 'the Internet of Things'], 'sensors', ['sensor', 'sensors'], 'smart sensors', 'connected devices', 'wireless sensors'],
    scenarios: [
      {
        sector: 'farming',
        title: 'watering only where the soil is dry',
        body: 'A vineyard places soil-moisture probes across its blocks and uses {k} to follow the readings from the farm office every fifteen minutes. Irrigation runs only where and when the soil is actually drying out, which saves water in dry summers and improves grape quality. The grower checks the readings against a hand probe at the start of each season.',
      },
      {
        sector: 'logistics',
        title: 'keeping vaccines cold all the way',
        body: 'A medical distributor uses {k} to log the temperature inside every vaccine cool box from warehouse to clinic. If a box drifts out of its safe range, the driver and the receiving clinic are alerted at once, and the batch is checked before anyone is vaccinated with it. The records also show which routes and handovers cause most of the problems.',
      },
      {
        sector: 'construction',
        title: 'heating only the rooms that are in use',
        body: 'A university uses {k} across its lecture buildings to see which rooms are actually occupied and how warm they are, hour by hour. Heating and ventilation follow real use instead of a fixed timetable, and the estates team compares monthly energy use with the same months of the previous year to check the saving.',
      },
      {
        sector: 'public',
        title: 'early flood warnings from river levels',
        body: 'A regional environment agency uses {k} along small rivers to report water levels every few minutes. When a level rises faster than usual, residents who signed up get a text warning hours earlier than before, giving them time to move cars and valuables. Every warning is compared afterwards with what actually happened, to tune the thresholds.',
      },
    ],
  },
  {
    id: 'cloud',
    terms: ['cloud computing', 'the cloud', ['cloud', 'cloud computing'], 'cloud services', 'software as a service', ['saas', 'software as a service'], ['api', 'APIs'], ['apis', 'APIs'], 'web services'],
    scenarios: [
      {
        sector: 'smallBusiness',
        title: 'connecting the till to the accounts',
        body: 'A café owner uses {k} to link the card terminal, the online booking system and the accounting software, so each day’s sales arrive in the books automatically. Month-end bookkeeping drops from a weekend to an hour, and the owner sees the week’s takings by morning instead of at the end of the quarter.',
      },
      {
        sector: 'media',
        title: 'staying up when a ticket sale goes viral',
        body: 'A concert promoter relies on {k} so its ticket site can grow from a few hundred visitors to hundreds of thousands in the minutes after a big announcement, then shrink back the same evening. The promoter pays for that capacity only while it is in use, and load tests before each major sale show where the queue would break.',
      },
      {
        sector: 'healthcare',
        title: 'sharing test results between services',
        body: 'A regional health service uses {k} so a test result recorded in one hospital appears in the patient’s record at their family doctor and community nurse without anyone retyping it. Fewer tests are repeated because the result could not be found, and every access to the record is logged and can be audited.',
      },
      {
        sector: 'charity',
        title: 'running a volunteer network on a small budget',
        body: 'A small charity uses {k} to run volunteer sign-ups, rotas and reminders without a server of its own or a full-time IT person. Volunteers sign up from their phones, coordinators see gaps in the rota at a glance, and the money saved on hardware goes to the charity’s actual work.',
      },
    ],
  },
  {
    id: 'blockchain',
    terms: ['blockchain', 'blockchains', ['distributed ledger', 'distributed ledgers'], 'distributed ledger technology', ['smart contract', 'smart contracts'], 'smart contracts', ['web3', 'Web3 technology']],
    scenarios: [
      {
        sector: 'logistics',
        title: 'tracing food back to the farm',
        body: 'A group of growers, packers and supermarkets records each handover of a batch of fresh produce using {k}, so no single company can quietly change the history afterwards. When a contamination scare hits, the supermarket traces an affected batch to its farm in seconds rather than days and removes only the products that are really at risk.',
      },
      {
        sector: 'insurance',
        title: 'automatic payouts for farmers after a drought',
        body: 'An insurer offers small farmers drought cover built on {k}: when an independent weather station records less rain than the agreed level over the season, the payout is triggered automatically, with no claim forms or inspections. Farmers get money when they need it to replant, and the insurer’s costs fall enough to make small policies worth selling.',
      },
      {
        sector: 'public',
        title: 'a tamper-evident register of certificates',
        body: 'A university issues degree certificates whose fingerprints are recorded using {k}, so an employer can check in seconds that a certificate is genuine and unchanged, without phoning the registry. The certificates themselves stay private; only the proof that they exist is shared.',
      },
      {
        sector: 'media',
        title: 'paying musicians when their songs are used',
        body: 'A music cooperative records the splits agreed between songwriters, performers and producers using {k}, so royalties are divided automatically every time a track earns money. Artists can see where each payment came from, and disputes about who was owed what become far rarer.',
      },
    ],
  },
  {
    id: 'crypto',
    terms: ['cryptocurrency', 'cryptocurrencies', ['crypto', 'cryptocurrency'], ['bitcoin', 'Bitcoin'], ['stablecoin', 'stablecoins'], 'stablecoins', 'digital currency', 'digital currencies'],
    scenarios: [
      {
        sector: 'banking',
        title: 'sending money home across borders',
        body: 'A worker abroad compares sending money home through a bank, a transfer service and {k}. For each one she writes down the fees, the exchange rate actually applied, how long the money takes and how her family turns it into local cash. The cheapest-looking option is not always the cheapest once every step is counted, so she checks again before each large transfer.',
      },
      {
        sector: 'home',
        title: 'spotting an investment scam',
        body: 'A retired couple is offered “guaranteed” monthly returns from {k} by a friendly stranger met online. Before paying anything they check the firm on the financial regulator’s register, search its name with the word “scam”, and ask their bank. Guaranteed high returns and pressure to act quickly are the classic signs of fraud, and walking away costs nothing.',
      },
      {
        sector: 'education',
        title: 'a classroom lesson on risk',
        body: 'A sixth-form economics class tracks {k} prices alongside a stock index and a savings account for a term, recording the biggest daily rise and fall of each. Seeing a 20% swing in a single week makes the link between risk and return concrete, and the class discusses why money that might be needed soon should not sit in volatile assets.',
      },
      {
        sector: 'smallBusiness',
        title: 'deciding whether to accept it as payment',
        body: 'An online shop selling to customers abroad weighs up accepting {k}. It checks the payment processor’s fees, whether payments are converted to local currency immediately to avoid price swings, the tax and record-keeping rules, and how refunds would work. It runs a three-month trial and keeps the option only if enough customers actually use it.',
      },
    ],
  },
  {
    id: 'robotics',
    terms: [['robot', 'robots'], 'robots', 'robotics', 'automation', 'industrial automation', ['cobot', 'collaborative robots'], 'cobots', 'collaborative robots'],
    scenarios: [
      {
        sector: 'logistics',
        title: 'bringing shelves to the pickers',
        body: 'An online retailer’s warehouse uses {k} to bring shelves of goods to workers at packing stations instead of having people walk miles of aisles each shift. Orders are packed faster and with fewer mistakes, and the company tracks both items packed per hour and strain injuries among staff.',
      },
      {
        sector: 'healthcare',
        title: 'taking repetitive work off hospital staff',
        body: 'A hospital pharmacy uses {k} to pick and sort medicine packs for the wards, a task that used to take technicians hours each day. Picking errors fall, stock is counted continuously, and the technicians spend the time saved checking prescriptions and talking to patients about their medicines.',
      },
      {
        sector: 'manufacturing',
        title: 'a small workshop takes on bigger orders',
        body: 'A twelve-person metal workshop introduces {k} for welding and loading the cutting machine, starting with one cell and the most repetitive job. Skilled welders move to setting up and checking work, the machine keeps running through lunch, and the owner measures the payback period before automating the next step.',
      },
      {
        sector: 'farming',
        title: 'milking on the cows’ own schedule',
        body: 'A dairy farm installs {k} so cows can walk in to be milked whenever they choose, day or night. Each visit records milk yield and quality per cow, so illness shows up early, and the farmer’s day is no longer fixed around two milking sessions.',
      },
    ],
  },
  {
    id: 'drones',
    terms: [['drone', 'drones'], 'drones', 'unmanned aerial vehicles', ['uavs', 'drones'], ['uav', 'drones']],
    scenarios: [
      {
        sector: 'farming',
        title: 'spotting stressed crops from the air',
        body: 'An arable farmer flies {k} with a multispectral camera over his fields every two weeks. The maps show patches where crops are stressed by pests, disease or poor drainage before the problem is visible from the ground, so he treats only those patches and checks them on foot first.',
      },
      {
        sector: 'construction',
        title: 'inspecting roofs and bridges without scaffolding',
        body: 'A surveying firm uses {k} to photograph roofs, chimneys and bridge undersides in an hour instead of erecting scaffolding for a week. Engineers review the images for cracks and corrosion, and only the defects they find need a person at height.',
      },
      {
        sector: 'healthcare',
        title: 'delivering blood and medicines to remote clinics',
        body: 'A health service uses {k} to fly blood units and urgent medicines from a central store to clinics hours away by road. A clinic orders by text message and the package arrives by parachute within the hour, so rare blood types no longer have to be stocked everywhere and less expires unused.',
      },
      {
        sector: 'public',
        title: 'finding missing walkers faster',
        body: 'A mountain rescue team uses {k} with thermal cameras to search hillsides at night and in poor visibility. A single flight covers ground that would take a search party hours, and rescuers on foot are sent straight to what the camera finds.',
      },
    ],
  },
  {
    id: '3d-printing',
    terms: ['3d printing', ['3d printer', '3D printing'], '3d printers', 'additive manufacturing'],
    scenarios: [
      {
        sector: 'healthcare',
        title: 'rehearsing a difficult operation',
        body: 'A children’s hospital uses {k} to make an exact model of a patient’s heart from CT scans. Surgeons plan and rehearse a complex repair on the model before the real operation, and explain it to the family with the model in their hands.',
      },
      {
        sector: 'manufacturing',
        title: 'spare parts on demand',
        body: 'A factory uses {k} to produce rare spare parts for old machines whose makers no longer supply them. A broken bracket is scanned, reprinted and fitted the same day instead of waiting weeks, and the digital file is kept so the next replacement takes hours.',
      },
      {
        sector: 'education',
        title: 'turning students’ designs into objects',
        body: 'A secondary school design class uses {k} so students can test their own designs — a phone stand, a bird feeder, a replacement knob — and see why a wall that looked fine on screen snaps in the hand. Each student improves one design through three versions, recording what changed and why.',
      },
      {
        sector: 'construction',
        title: 'printing low-cost homes',
        body: 'Housing projects use {k} to print the walls of small homes from concrete on site in a matter of days. Less material is wasted and fewer workers are needed for the shell, while local builders still fit the roof, windows and services.',
      },
    ],
  },
  {
    id: 'budgeting',
    terms: [
      ['budget', 'budgeting'], ['budgets', 'budgeting'], 'budgeting', 'saving', 'savings', ['emergency fund', 'an emergency fund'], 'emergency savings',
      'personal finance', 'money management', 'cash flow', 'financial literacy', ['50/30/20 rule', 'the 50/30/20 rule'],
    ],
    scenarios: [
      {
        sector: 'home',
        title: 'a first-job pay cheque with a plan',
        body: 'A graduate starting her first job sits down with her first payslip and puts {k} into numbers: what comes in after tax, what the fixed bills are, and what is left. She sets up standing orders on payday so savings and bills go out first, and reviews the plan after three months against her real bank statements.',
      },
      {
        sector: 'smallBusiness',
        title: 'a market stall that survives the quiet months',
        body: 'A market trader thinks about {k} for the business as well as the household: a running list of monthly costs, a cash buffer for the quiet winter months, and prices reviewed every quarter as supplier costs change. A bad month becomes a planned dip instead of a crisis, and the trader knows early when to cut stock.',
      },
      {
        sector: 'charity',
        title: 'money advice that families can keep to',
        body: 'A debt-advice charity puts {k} at the centre of its help for families facing arrears: an adviser sits with them to list every income and bill, separates priority debts like rent and energy from the rest, and agrees a plan the family can actually keep. A follow-up call a month later checks that the plan survived real life and adjusts it if not.',
      },
      {
        sector: 'education',
        title: 'a money week with real payslips',
        body: 'A sixth-form college runs a money week built around {k}: students get a realistic first-job payslip, a rent, travel and phone bill, and a list of tempting extras, and have to make the month work. Comparing plans in groups shows how differently people prioritise, and most students leave with a template they actually use.',
      },
    ],
  },
  {
    id: 'borrowing',
    terms: [
      'compound interest', 'interest', ['interest rate', 'interest rates'], 'interest rates', 'debt', 'debts', ['loan', 'loans'], 'loans', 'credit', 'borrowing',
      ['credit card', 'credit cards'], 'credit cards', ['mortgage', 'mortgages'], 'mortgages', ['apr', 'APR'],
    ],
    scenarios: [
      {
        sector: 'banking',
        title: 'showing the real cost before anyone signs',
        body: 'A credit union trains its advisers to walk every member through {k} before they sign anything: the monthly payment, the total repaid over the full term and what happens if a payment is missed, shown side by side for two or three options. Members choose with the numbers in front of them, and the credit union tracks how many later fall behind.',
      },
      {
        sector: 'home',
        title: 'paying off debts in the right order',
        body: 'A couple with two credit cards and a car loan list every balance with its rate and work out what they pay each month for {k}. They pay the minimum on everything and put every spare pound towards the most expensive debt first, then roll that payment onto the next. A spreadsheet shows the date they will be debt-free, and they update it monthly.',
      },
      {
        sector: 'education',
        title: 'a maths lesson with real numbers',
        body: 'A secondary-school maths teacher teaches {k} with a real savings account and a real credit-card offer: students calculate what a weekly amount becomes over one, five and twenty years, and what an unpaid balance grows to over the same time. Working with real rates makes the idea stick far better than a textbook example.',
      },
      {
        sector: 'smallBusiness',
        title: 'funding a new oven without sinking the bakery',
        body: 'A bakery owner weighing up finance for a new oven compares a bank loan, a leasing deal and the supplier’s own payment plan with {k} in mind. She works out the total cost of each, checks that the monthly payment fits even in her quietest month, and chooses the option with no penalty for paying early.',
      },
    ],
  },
  {
    id: 'prices',
    terms: ['inflation', 'cost of living', 'prices', 'purchasing power', 'deflation', 'rising prices'],
    scenarios: [
      {
        sector: 'home',
        title: 'is this pay rise really a rise?',
        body: 'An employee offered a 3% pay rise checks it against {k}: if prices have risen 5% over the year, her pay buys less than it did. She uses the official figures and her own bank statements to see which of her costs rose fastest, and brings both to her salary review.',
      },
      {
        sector: 'smallBusiness',
        title: 'a café that reprices without losing regulars',
        body: 'A café owner tracks {k} through her supplier invoices — milk, coffee, energy — and reviews her menu prices every quarter instead of once a year in a panic. Small, regular rises with a note explaining why keep regulars loyal, and she watches the margin on her ten best sellers each month.',
      },
      {
        sector: 'public',
        title: 'keeping benefits and pensions fair',
        body: 'Government statisticians measure {k} by pricing a fixed basket of hundreds of everyday goods and services every month. The result decides how much pensions, benefits and many wages rise, so the basket is reviewed every year to reflect what people actually buy — streaming subscriptions in, film cameras out.',
      },
      {
        sector: 'education',
        title: 'a price diary for a term',
        body: 'A class studies {k} by keeping a price diary: each pupil tracks the price of the same five items — bread, milk, a bus fare, a phone top-up, a cinema ticket — every fortnight for a term. Comparing results shows why official figures can differ from what each family experiences.',
      },
    ],
  },
  {
    id: 'investing',
    terms: [
      'investing', ['investment', 'investing'], 'investments', 'the stock market', ['stock market', 'the stock market'], 'stocks', 'shares', 'bonds', 'diversification',
      ['index fund', 'index funds'], 'index funds', ['etf', 'ETFs'], ['etfs', 'ETFs'], ['portfolio', 'portfolios'], 'portfolios', 'dividends', 'risk and return',
      'asset allocation', 'risk', 'volatility', 'compounding',
    ],
    scenarios: [
      {
        sector: 'home',
        title: 'a first workplace pension decision',
        body: 'A new employee opening his workplace pension reads the fund options with {k} in mind: what each fund holds, its yearly fees, and how far it fell in its worst year. Because the money is for forty years from now, he picks a low-cost global fund, raises his contribution to get the full employer match, and checks the statement once a year rather than every day.',
      },
      {
        sector: 'charity',
        title: 'a charity protects its reserves',
        body: 'A charity’s trustees set out the role of {k} in managing their reserves: the money needed within two years stays in cash, the rest is invested for the long term across many companies and countries. A written policy stops panicked selling when markets fall, and the trustees review it each year against the charity’s plans.',
      },
      {
        sector: 'education',
        title: 'a class follows a pretend portfolio',
        body: 'A sixth-form class builds pretend portfolios at the start of term, some in one company and some spread across a whole index, and follows them week by week. By the end of term the students have seen {k} at work for themselves: a single company can halve while a spread portfolio barely moves, and nobody could predict which would win.',
      },
      {
        sector: 'smallBusiness',
        title: 'a business owner plans beyond the business',
        body: 'The owner of a growing building firm realises that nearly everything she owns is tied to the business. With an adviser she works through {k}: she builds savings outside the company and spreads them across different kinds of investment, so one bad year for the business does not also wipe out her retirement.',
      },
    ],
  },
  {
    id: 'audience',
    terms: [
      'segmentation', 'market segmentation', 'customer segmentation', ['persona', 'personas'], 'personas', 'buyer personas', 'customer personas',
      ['target audience', 'target-audience research'], 'target audiences', 'market research', 'customer research', 'customer retention',
      ['retention', 'customer retention'], ['churn', 'churn analysis'], 'customer churn', 'customer loyalty', 'loyalty programmes', 'loyalty programs',
      'word of mouth', 'customer experience', 'customer insight', 'customer insights',
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
    terms: [
      'marketing', 'branding', ['brand', 'branding'], 'advertising', 'positioning', 'brand positioning', 'social proof', 'copywriting',
      'influencer marketing', 'marketing strategy', 'promotion',
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
    terms: [
      ['seo', 'SEO'], 'search engine optimisation', 'search engine optimization', 'social media marketing', 'content marketing', 'email marketing',
      'digital marketing', 'online marketing', 'online reviews', 'search intent', 'keyword research',
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
    terms: [
      ['startup', 'startup thinking'], ['startups', 'startup thinking'], ['start-up', 'startup thinking'], ['start-ups', 'startup thinking'], ['mvp', 'the minimum viable product approach'], ['minimum viable product', 'the minimum viable product approach'],
      'product-market fit', 'product market fit',
      ['business model', 'business models'], 'business models', 'lean startup', 'customer discovery', 'unit economics', ['pivot', 'pivoting'], 'pivoting', 'entrepreneurship', 'bootstrapping',
      'value proposition', ['business plan', 'business plans'], 'business plans', 'innovation',
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
    id: 'energy',
    terms: [
      'renewable energy', 'renewables', 'solar power', 'solar energy', 'solar panels', ['solar panel', 'solar panels'], ['solar', 'solar power'], 'wind power',
      'wind energy', 'wind turbines', 'battery storage', 'home batteries', 'heat pumps', ['heat pump', 'heat pumps'], 'green energy', 'clean energy',
      'energy efficiency', 'energy saving', 'insulation',
    ],
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
    terms: [
      'sustainability', 'recycling', 'composting', 'circular economy', 'carbon footprint', 'carbon emissions', 'emissions', 'net zero', 'climate change',
      'global warming', 'waste reduction', 'food waste', 'carbon offsetting', ['environment', 'the environment'], 'greenhouse gases', 'reuse', 'zero waste',
    ],
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
    id: 'physics',
    terms: [
      'gravity', 'friction', ['force', 'forces'], 'forces', 'momentum', 'inertia', 'motion', 'speed', 'acceleration', 'physics',
      'mechanics', 'aerodynamics', 'air resistance', ['newton’s laws', 'Newton’s laws'], ['newton\'s laws', 'Newton’s laws'], 'forces and motion',
    ],
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
    terms: [
      ['habitat', 'habitats'], 'habitats', ['ecosystem', 'ecosystems'], 'ecosystems', 'biodiversity', 'pollination', 'pollinators', 'bees', ['bee', 'bees'],
      ['food chain', 'food chains'], 'food chains', 'food webs', ['food web', 'food webs'], 'wildlife', 'nature', 'ecology', 'conservation', 'rewilding',
      'camouflage', 'migration', 'hibernation', 'insects', 'birds', 'animals', 'animal homes',
    ],
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
    terms: [
      ['dna', 'DNA'], 'genetics', 'genes', 'genomics', 'heredity', 'evolution', 'natural selection', 'biology',
    ],
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
    terms: ['photosynthesis', 'plants', ['plant', 'plants'], 'plant growth', 'germination', 'soil', 'gardening', 'seeds'],
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
    id: 'arithmetic',
    terms: [
      'percentages', ['percentage', 'percentages'], 'fractions', ['fraction', 'fractions'], 'ratios', ['ratio', 'ratios'], 'proportion', 'proportions', 'decimals',
      'multiplication', 'division', 'addition', 'subtraction', 'mental maths', 'mental math', 'mental arithmetic', 'arithmetic', 'estimation', 'numbers', 'maths',
      'math', 'mathematics', 'times tables', 'unit conversion',
    ],
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
    terms: ['geometry', 'shapes', ['shape', 'shapes'], 'area', 'perimeter', 'volume', 'measurement', '3d shapes', ['pythagoras', 'Pythagoras’ theorem'], ['pythagoras’ theorem', 'Pythagoras’ theorem']],
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
    terms: ['probability', 'chance', 'odds', 'likelihood', 'randomness', 'expected value'],
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
    id: 'health',
    terms: [
      'nutrition', 'healthy eating', 'diet', 'sleep', 'exercise', 'fitness', 'physical activity', 'mental health', 'wellbeing', 'well-being', 'stress',
      'stress management', 'hydration', 'posture', 'mindfulness', 'health', 'healthy habits',
    ],
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
    id: 'geography',
    terms: [
      'capitals', 'capital cities', ['capital city', 'capital cities'], 'countries', 'countries and capitals', 'continents', 'maps', ['map', 'maps'], 'map reading',
      'time zones', ['time zone', 'time zones'], 'climate zones', 'geography', 'world geography',
    ],
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
  {
    id: 'operations',
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
];

/** Any subject: ways people put knowledge of it to work. Used when no family fits the keyword. */
export const GENERAL_SCENARIOS: Scenario[] = [
  {
    sector: 'education',
    title: 'a lesson built around one real example',
    body: 'A teacher plans a twenty-minute lesson on {k} around one real example the class already knows, asks pupils to explain it to a partner in their own words, and ends with two quick questions to see who has understood. Explaining out loud is where gaps show up, so the teacher listens to the pairs rather than lecturing.',
  },
  {
    sector: 'media',
    title: 'explaining it clearly in the news',
    body: 'A local newspaper runs a story that readers can only follow if they understand {k}. Before publishing, the reporter writes a one-paragraph plain-language explanation, finds a local example readers will recognise, and asks an expert where the simple version stops being true. The explainer is kept and updated whenever the subject comes back.',
  },
  {
    sector: 'public',
    title: 'a community evening workshop',
    body: 'A public library runs an evening workshop on {k} for adults who want to catch up or simply understand it better. A volunteer with real experience brings examples people can handle or try, everyone attempts one small task themselves, and they leave with a one-page guide and a reading list from the library’s own shelves.',
  },
  {
    sector: 'software',
    title: 'a revision app built by a learner',
    body: 'A student learning to code builds a small revision app about {k} for classmates: twenty question cards, a score at the end and a list of the cards people get wrong most often. Writing good questions forces the author to understand the subject properly, and the list of common mistakes shows the teacher exactly what to revisit.',
  },
  {
    sector: 'work',
    title: 'a story that wins the interview',
    body: 'A job seeker who has studied {k} prepares one short story for interviews: the situation, what they did with that knowledge, and a result they can describe in numbers or outcomes. Interviewers remember a concrete example far better than a list of topics, and the same story works in a cover letter.',
  },
  {
    sector: 'home',
    title: 'four weeks to really understand it',
    body: 'Someone curious about {k} sets a four-week plan: one short reading or video a day, a weekly attempt to explain it to a friend in under two minutes, and one small project that puts it to use. Writing questions down as they come up, and looking for the answers, turns passing interest into knowledge that lasts.',
  },
];

/** Any subject, for children: the general scenarios of a Kids Lock learner or of kids' content. */
export const KIDS_SCENARIOS: Scenario[] = [
  {
    sector: 'home',
    title: 'a dinner-table question game',
    body: 'A family plays a quick game about {k} at dinner: everyone shares one thing they already know about it, one thing they wonder about, and one place they have seen it in real life. The questions nobody can answer go on a list for the next trip to the library.',
  },
  {
    sector: 'education',
    title: 'show and tell',
    body: 'A class holds a show-and-tell about {k}: each child brings a drawing, a photo or an object that shows it and explains it to the class in one sentence. The teacher pins the best sentences on the wall so everyone can read them again.',
  },
  {
    sector: 'public',
    title: 'a Saturday club at the library',
    body: 'A library runs a Saturday club about {k} for children: a picture book read aloud, a hands-on activity with paper, counters or building blocks, and a sheet to take home with three things to try with a grown-up.',
  },
  {
    sector: 'games',
    title: 'inventing a board game',
    body: 'Two friends invent a board game about {k}: a track drawn on paper, question cards they write themselves and a rule that you move forward when you get an answer right. Writing the questions turns out to be the best practice of all.',
  },
  {
    sector: 'science',
    title: 'a spotting walk',
    body: 'A family goes on a short walk to spot {k} in the world around them — in the park, in shops, on signs — and takes a photo each time they find it. Back home they make a poster of their best finds and explain each one.',
  },
];

/** The sector a catalogue category stands for, so catalogue use cases are varied like the rest. */
export const CATEGORY_SECTORS: Record<string, Sector> = {
  finance: 'finance',
  business: 'business',
  kids: 'home',
  'fun&games': 'games',
  cartoons: 'science',
};
