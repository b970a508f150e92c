import { BUSINESS } from './business';
import { CHEMISTRY_AND_LIFE } from './chemistry-and-life';
import { EARTH_AND_SPACE } from './earth-and-space';
import { ECONOMICS } from './economics';
import { ENVIRONMENT } from './environment';
import { GEOGRAPHY } from './geography';
import { HUMANITIES } from './humanities';
import type { Family } from './library-types';
import { MATHS } from './maths';
import { MONEY } from './money';
import { PHYSICS } from './physics';
import { SCIENCES } from './sciences';
import { TECHNOLOGY } from './technology';

/** Every topic the offline writer knows, by subject. */
export const LIBRARY: readonly Family[] = [
  ...PHYSICS,
  ...SCIENCES,
  ...CHEMISTRY_AND_LIFE,
  ...EARTH_AND_SPACE,
  ...MATHS,
  ...ECONOMICS,
  ...MONEY,
  ...BUSINESS,
  ...TECHNOLOGY,
  ...ENVIRONMENT,
  ...GEOGRAPHY,
  ...HUMANITIES,
];
