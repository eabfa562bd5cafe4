import type { ComponentNode } from '@clinic/forms-core';
import { createContext, useContext } from 'react';

/** The form's components in document order, for the canvas's rule summaries and warnings. */
export const RuleFormContext = createContext<readonly ComponentNode[]>([]);

export const useRuleFormComponents = () => useContext(RuleFormContext);
