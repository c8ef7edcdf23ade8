/**
 * The grades of parent-app.md section 3, KG first. A module of their own, without the forms'
 * schemas: the kitchen's labels sort by them and need not fetch zod (issue 34: the orders tab's load).
 */
export const GRADES = ['KG', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'] as const;
