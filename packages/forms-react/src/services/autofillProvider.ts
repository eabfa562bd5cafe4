/**
 * Fills TextInput (AI Autofill) from a document section (issue 6 point 2). The built-in
 * provider reads the patient's latest completed document holding the section; a language-model
 * provider can be plugged in later behind the same interface.
 */
export interface AutofillProvider {
  autofill(request: { sectionSelected: string }): Promise<string | null>;
}
