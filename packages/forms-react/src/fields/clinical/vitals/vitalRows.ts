// The chart mappers live in forms-core: the server fills documents with the same ones.
export {
  enabledItems,
  sameVitalRecord,
  toVitalRow,
  type VitalRow,
  vitalRowCreator,
  vitalRowDate,
} from '@clinic/forms-core';
