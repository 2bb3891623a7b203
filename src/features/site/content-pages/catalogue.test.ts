import { describe, expect, it } from 'vitest';
import { caseStudyPaths, findProject, projectCatalogue } from './catalogue';

describe('project catalogue', () => {
  it('gives every case study a distinct slug made from its English title', () => {
    const slugs = projectCatalogue.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(6);
    expect(slugs).toContain('temperature-controlled-medical-supply-network');
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
  it('finds a project by slug and nothing for unknown or missing slugs', () => {
    expect(findProject('fresh-melon-exports-to-europe')?.category).toBe('agriculture');
    expect(findProject('does-not-exist')).toBeUndefined();
    expect(findProject(undefined)).toBeUndefined();
  });
  it('lists the case-study paths for the sitemap', () => {
    expect(caseStudyPaths()).toHaveLength(6);
    expect(caseStudyPaths()[0]).toBe('/projects/northeast-distribution-hub-redesign');
  });
});
