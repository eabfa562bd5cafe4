// The React side of the form library lands with issue 6.
export {};
