import type { Dialect } from '../engine';
import { IOS_DIALECT } from './ios';
export const PROCURVE_DIALECT: Dialect = IOS_DIALECT;
