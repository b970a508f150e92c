import type { Family } from './library-types';

/** Computing and technology: what the tools do in the hands of people at work. */
export const TECHNOLOGY: Family[] = [
  {
    id: 'ai',
    title: 'Artificial intelligence and machine learning',
    subject: 'Computing',
    terms: ['ai', 'artificial intelligence', 'machine learning', ['ml', 'machine learning']],
    about: ['deep learning', 'neural network', 'predictive analytics', 'data science'],
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
    title: 'Chatbots and language models',
    subject: 'Computing',
    terms: [['chatbot', 'chatbots'], 'chatbots', ['ai assistant', 'AI assistants'], 'ai assistants', ['llm', 'large language models'], ['llms', 'large language models'], ['large language model', 'large language models'], 'large language models', ['chatgpt', 'ChatGPT-style assistants'], ['gpt', 'GPT models']],
    about: ['generative ai', 'natural language processing', 'nlp'],
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
    title: 'Computer vision',
    subject: 'Computing',
    terms: ['computer vision', 'machine vision', 'image recognition'],
    about: ['object detection', 'image classification'],
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
    title: 'Data analysis',
    subject: 'Maths',
    terms: ['data analysis', 'data analytics', 'analytics'],
    about: ['big data', 'data visualisation', 'dashboard', 'spreadsheet', 'sql', 'statistics', 'average'],
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
    title: 'Cybersecurity',
    subject: 'Computing',
    terms: ['cybersecurity', 'cyber security', 'information security'],
    about: ['cipher', 'code', 'cryptography', 'secret', 'key', 'hacker', 'attack', 'password', 'privacy', 'computing', 'encryption', 'two-factor authentication', 'multi-factor authentication', 'phishing', 'malware', 'ransomware', 'data protection', 'gdpr', 'online safety'],
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
    title: 'Sensors and the Internet of Things',
    subject: 'Technology',
    terms: [['iot', 'the Internet of Things'], ['internet of things', 'the Internet of Things'], 'connected devices'],
    about: ['sensor', 'smart sensor', 'wireless sensor'],
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
    title: 'Cloud computing',
    subject: 'Computing',
    terms: ['cloud computing', 'the cloud', ['cloud', 'cloud computing'], 'cloud services'],
    about: ['software as a service', 'saas', 'api', 'web services'],
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
    title: 'Blockchain',
    subject: 'Technology',
    terms: ['blockchain', 'blockchains', ['distributed ledger', 'distributed ledgers'], 'distributed ledger technology'],
    about: ['smart contract', 'web3'],
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
    title: 'Cryptocurrency',
    subject: 'Money',
    terms: ['cryptocurrency', 'cryptocurrencies', ['crypto', 'cryptocurrency'], 'digital currency', 'digital currencies'],
    about: ['bitcoin', 'stablecoin'],
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
    title: 'Robots and automation',
    subject: 'Technology',
    terms: [['robot', 'robots'], 'robots', 'robotics'],
    about: ['automation', 'industrial automation', 'cobot', 'collaborative robot'],
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
    title: 'Drones',
    subject: 'Technology',
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
    title: '3D printing',
    subject: 'Technology',
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
    id: 'algorithms',
    title: 'Algorithms',
    subject: 'Computing',
    terms: ['algorithms', ['algorithm', 'algorithms'], ['algorithmic thinking', 'algorithms']],
    about: ['program', 'programming', 'code', 'computer', 'computation', 'software', 'recursion', 'sorting', 'search', 'data structure', 'logic', 'procedure', 'computing', 'searching'],
    scenarios: [
      {
        sector: 'logistics',
        title: 'planning a day of deliveries',
        body: 'A parcel company runs {k} every morning to plan each van’s route: the stops, the time windows customers booked, the van’s capacity and the traffic expected. Checking every possible order of stops would take far too long, so the software uses methods that find a very good route in seconds, and drivers report the problems it could not know about.',
      },
      {
        sector: 'healthcare',
        title: 'matching kidney donors and patients',
        body: 'National kidney-sharing schemes use {k} to find chains and loops of swaps: a donor whose kidney does not match their own relative gives to a stranger who matches, whose relative gives to someone else. A computer checks the possible swaps between all pairs in each matching run, and doctors confirm every match before anything is planned.',
      },
      {
        sector: 'education',
        title: 'an exam timetable without clashes',
        body: 'A school’s exams officer uses {k} to build the exam timetable: no pupil may sit two papers at once, large exams need the hall, and some pupils need extra time or a separate room. The software tries arrangements until every rule is met, and the officer checks the result with heads of department.',
      },
    ],
  },
  {
    id: 'passwords',
    title: 'Passwords',
    subject: 'Computing',
    terms: ['passwords', ['password', 'passwords'], ['passphrase', 'passphrases'], 'passphrases'],
    about: ['login', 'account', 'password manager', 'hacker', 'breach', 'security', 'authentication', 'computing'],
    scenarios: [
      {
        sector: 'home',
        title: 'one family, one password manager',
        body: 'A family that has used the same three {k} everywhere for years moves to a password manager: one long passphrase each to remember, a different random password for every account, and two-step sign-in on email first, because email can reset everything else. When a shopping site they used is breached, they change one password instead of twenty.',
      },
      {
        sector: 'smallBusiness',
        title: 'no more logins on sticky notes',
        body: 'An accountancy firm stops staff sharing {k} on sticky notes and in a spreadsheet: each person gets their own login for every system, a shared password manager holds the few accounts that must be shared, and a leaver’s access is removed on their last day. New passwords are checked against lists of leaked ones, because those are the first an attacker tries.',
      },
      {
        sector: 'software',
        title: 'a sign-up page that stores them safely',
        body: 'The developers of a booking website store {k} the safe way: never as the text people typed, but as a slow, salted hash, so a stolen database does not give them away. They let users paste long passphrases, drop rules that force odd symbols, and refuse any password that appears in lists of breached ones.',
      },
    ],
  },
];
