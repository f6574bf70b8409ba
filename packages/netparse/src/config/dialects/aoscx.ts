import type { Dialect } from '../engine';
import { IOS_DIALECT } from './ios';
export const AOSCX_DIALECT: Dialect = IOS_DIALECT;
