/*
 * What the offline writer knows about the world: topics, each with the names a learner may type
 * for it and real-world scenarios in different sectors written for it. "{k}" in a scenario is the
 * topic's name as it reads in a sentence, never at a sentence's start. A topic's terms are names of
 * that one topic — a spelling, a plural, an abbreviation, a catalogue topic that is the same lesson —
 * never a neighbouring topic: "friction" is not a name of forces and motion, and "public speaking"
 * is not a name of negotiation. A neighbour goes in `about`, so it finds the topic as nearby; it
 * gets use cases only once it has a topic of its own. A keyword that is not a term gets no
 * scenario: the writer says it does not know it yet (offline.ts).
 *
 * What an entry must be: at least three scenarios in three different sectors; concrete actors
 * (who) doing concrete things (what, step by step) with a reason (why it matters), things that
 * happen because of this topic and would be wrong for another; facts that are true everywhere the
 * scenario could happen; no figures presented as measured that nobody measured.
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

type Subject =
  | 'Sciences' | 'Maths' | 'Economics' | 'Money' | 'Business' | 'Computing' | 'Technology' | 'Environment' | 'Geography' | 'History'
  | 'Languages' | 'Arts' | 'Health';

export interface Family {
  id: string;
  /** the topic as a list of nearby topics names it */
  title: string;
  subject: Subject;
  /** lower-case terms; [term, how it reads in a sentence] when the term alone would read wrongly */
  terms: (string | [string, string])[];
  /** words a topic is about without being its name ("lava" for volcanoes): found as nearby, never matched as the keyword */
  about?: string[];
  /** its scenarios read right for a child under Kids Lock (plain words, everyday places) */
  forKids?: boolean;
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

/** The sector a catalogue category stands for, so catalogue use cases are varied like the rest. */
export const CATEGORY_SECTORS: Record<string, Sector> = {
  finance: 'finance',
  business: 'business',
  kids: 'home',
  'fun&games': 'games',
  cartoons: 'science',
};
