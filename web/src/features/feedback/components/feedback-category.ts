/** How the categories read on screen (parent-app.md section 2). */
export const CATEGORY_LABELS: Record<string, string> = { general: 'General Feedback', specific: 'Specific' };

export function categoryLabel(category: string): string {
  return CATEGORY_LABELS[category] ?? category;
}
