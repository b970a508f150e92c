import type { Family } from './library-types';

/** Personal money: budgets, borrowing, prices and investing (the demo catalogue’s Personal Finance and Investing Basics). */
export const MONEY: Family[] = [
  {
    id: 'budgeting',
    title: 'Budgeting',
    subject: 'Money',
    terms: [['budget', 'budgeting'], ['budgets', 'budgeting'], 'budgeting', ['building a budget', 'budgeting'], ['budgeting and saving', 'budgeting and saving']],
    about: ['saving', 'savings', 'emergency fund', 'personal finance', 'money management', 'cash flow', 'financial literacy', '50/30/20 rule'],
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
    title: 'Interest',
    subject: 'Money',
    terms: ['interest', ['interest rate', 'interest rates'], 'interest rates', 'compound interest', ['how interest works', 'interest']],
    about: ['debt', 'loan', 'credit', 'borrowing', 'credit card', 'mortgage', 'apr'],
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
    title: 'Inflation and the cost of living',
    subject: 'Economics',
    terms: ['inflation', 'cost of living', 'rising prices', 'purchasing power'],
    about: ['economy', 'economics', 'gdp', 'growth', 'recession', 'output', 'wage', 'central bank', 'money supply', 'deflation', 'price'],
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
    title: 'Diversification',
    subject: 'Money',
    terms: ['diversification', ['diversification and costs', 'diversification']],
    about: ['investing', 'investment', 'stock market', 'stock', 'share', 'bond', 'index fund', 'etf', 'portfolio', 'dividend', 'risk and return', 'asset allocation', 'volatility', 'compounding'],
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
];
