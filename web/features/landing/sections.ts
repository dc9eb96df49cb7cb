import { prefersReducedMotion } from './hooks/use-reduced-motion.ts';

/** Spec §2: the landing page's section anchors, in page order. */
export const SECTION_IDS = ['hero', 'about', 'mission', 'features', 'pricing', 'contact'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

/** The sections the header and footer link to (everything but the hero). */
export const NAV_SECTIONS = ['about', 'mission', 'features', 'pricing', 'contact'] as const satisfies SectionId[];

export function isSectionId(value: string): value is SectionId {
  return (SECTION_IDS as readonly string[]).includes(value);
}

/**
 * Scrolls to a section (smoothly, unless the visitor prefers reduced motion, D24) and moves the
 * keyboard focus there, as following an anchor does. Sections are focusable with tabIndex -1 and
 * keep clear of the fixed header with scroll-margin.
 */
export function scrollToSection(id: SectionId) {
  const section = document.getElementById(id);
  if (!section) return;
  section.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}
