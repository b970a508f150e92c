import type { Family } from './library-types';

/** Chemistry and the life sciences beyond the broad biology topics: reactions, medicine, genes, the body. */
export const CHEMISTRY_AND_LIFE: Family[] = [
  {
    id: 'chemical-reactions',
    title: 'Chemical reactions',
    subject: 'Sciences',
    terms: ['chemical reactions', ['chemical reaction', 'chemical reactions'], ['reactions', 'chemical reactions'], ['chemical change', 'chemical changes'], 'chemical changes'],
    about: ['reaction', 'chemical', 'molecule', 'atom', 'acid', 'catalyst', 'oxidation', 'compound', 'element', 'enzyme', 'rust', 'combustion', 'chemistry'],
    scenarios: [
      {
        sector: 'home',
        title: 'why a cake rises and browns',
        body: 'A home baker puts {k} to work every time she bakes: bicarbonate of soda reacts with an acid such as buttermilk or yoghurt and gives off carbon dioxide, whose bubbles make the cake rise, and in the hot oven sugars and proteins react to brown the crust. Forgetting the acid, or opening the oven too early, shows up at once in a flat cake.',
      },
      {
        sector: 'construction',
        title: 'concrete that hardens, not dries',
        body: 'Site engineers manage {k} when they pour concrete: cement hardens by reacting with water, not by drying out. That is why fresh slabs are kept damp and covered for days in hot weather — concrete that loses its water too soon ends up weaker and cracks.',
      },
      {
        sector: 'manufacturing',
        title: 'scaling a medicine up from flask to factory',
        body: 'Process chemists at a medicine maker take {k} that work in a laboratory flask and make them safe at factory scale: many give off heat, and a big reactor cannot lose heat as fast as a small flask, so they add ingredients slowly, cool the reactor and test every batch for purity before it goes on.',
      },
      {
        sector: 'transport',
        title: 'protecting a bridge from rust',
        body: 'Bridge engineers fight {k} that turn steel into rust: they coat the steel with zinc, which corrodes first and protects the steel under it, and repaint on a schedule. Inspectors look closely at joints and drains, where water and road salt collect and rust starts.',
      },
    ],
  },
  {
    id: 'vaccines',
    title: 'Vaccines and immunity',
    subject: 'Health',
    terms: [
      'vaccines', ['vaccine', 'vaccines'], ['vaccination', 'vaccines'], ['vaccinations', 'vaccines'], ['immunisation', 'vaccines'], ['immunization', 'vaccines'],
    ],
    about: ['immune', 'immunity', 'antibody', 'virus', 'bacteria', 'infection', 'disease', 'medicine', 'epidemic', 'pandemic', 'biology'],
    scenarios: [
      {
        sector: 'public',
        title: 'a school vaccination programme',
        body: 'A local health team runs a school programme of {k}: nurses visit each school, parents give consent beforehand, and children who miss the day are offered another date. When most children are protected, a disease finds it hard to spread, which also protects the few who cannot be vaccinated for medical reasons.',
      },
      {
        sector: 'logistics',
        title: 'a cold chain to a remote clinic',
        body: 'Health workers keep {k} cold from the factory to the arm: most must stay between 2 and 8 °C, so they travel in refrigerated trucks and then in cool boxes, with a temperature logger in each. A clinic that finds a box went too warm throws those doses away rather than give a jab that may not work.',
      },
      {
        sector: 'travel',
        title: 'a travel clinic before a trip',
        body: 'A travel nurse checks which {k} a traveller needs for the countries on their route: some diseases are common only in certain regions, and a few countries ask for proof of vaccination against yellow fever at the border. Some jabs need weeks to work or several doses, so the appointment is booked well before the trip.',
      },
    ],
  },
  {
    id: 'gene-editing',
    title: 'Gene editing',
    subject: 'Sciences',
    terms: [['crispr', 'CRISPR'], ['crispr-cas9', 'CRISPR-Cas9'], ['crispr cas9', 'CRISPR-Cas9'], 'gene editing', 'genome editing'],
    about: ['gene', 'genome', 'dna', 'genetic', 'mutation', 'cell', 'biotechnology', 'enzyme', 'biology', 'therapy'],
    scenarios: [
      {
        sector: 'healthcare',
        title: 'a treatment for sickle cell disease',
        body: 'Doctors treating sickle cell disease can now use {k}: blood stem cells are taken from the patient, edited in a laboratory so the red cells they make carry fetal haemoglobin, a form the disease does not affect, and returned after the patient’s own bone marrow is cleared by chemotherapy. Regulators in the UK and the USA approved the first such treatment in 2023, for patients with severe disease.',
      },
      {
        sector: 'farming',
        title: 'crops that resist disease',
        body: 'Plant scientists use {k} to switch off a gene that lets a fungus infect a crop, giving a disease-resistant variety in a few years rather than the decades that crossing plants can take. Each new variety is then grown in field trials, and the rules for selling it differ from one country to the next.',
      },
      {
        sector: 'science',
        title: 'finding out what a gene does',
        body: 'A research laboratory uses {k} to switch genes off one by one in cells grown in dishes, then watches what changes: a cell that can no longer divide, or a virus that can no longer get in. Knowing which gene matters is often the first step towards a medicine.',
      },
    ],
  },
  {
    id: 'human-body',
    title: 'The human body',
    subject: 'Health',
    terms: ['the human body', ['human body', 'the human body'], ['anatomy', 'the human body'], ['human anatomy', 'the human body']],
    about: ['heart', 'lung', 'blood', 'bone', 'skeleton', 'muscle', 'organ', 'skin', 'brain', 'cell', 'biology', 'body'],
    forKids: true,
    scenarios: [
      {
        sector: 'healthcare',
        title: 'first aid until the ambulance comes',
        body: 'A first-aid trainer teaches how {k} works in an emergency: when someone’s heart stops, pressing hard and fast in the middle of the chest pushes blood round to the brain by hand. Learners practise on dummies and call for help and a defibrillator before they start.',
      },
      {
        sector: 'sport',
        title: 'a physio gets a player back on the pitch',
        body: 'A football club’s physiotherapist uses what she knows of {k} after a player twists a knee: which muscles hold the joint steady, which movements strain the injured part, and which exercises rebuild strength step by step. The player returns only after passing the same tests of strength and balance as before the injury.',
      },
      {
        sector: 'education',
        title: 'a class that measures itself',
        body: 'A class learns about {k} by measuring themselves: they count their heartbeats at rest and after a minute of jumping, and see how the heart beats faster to send more blood to working muscles. Drawing the results as a chart shows how quickly each heart slows down again.',
      },
    ],
  },
];
