import { ContactCta, type ContactCtaProps } from './contact-cta';
import { PageHero } from '@/components/page-hero';
import { ProjectCard, type ProjectCardData } from './project-card';
import { SectionHeading } from './section-heading';

export interface ProjectsPageProps {
  hero: { eyebrow: string; title: string; lead: string };
  listTitle: string;
  readLabel: string;
  projects: readonly ProjectCardData[];
  cta: ContactCtaProps;
}

export function ProjectsPage({ hero, listTitle, readLabel, projects, cta }: ProjectsPageProps) {
  return (
    <>
      <PageHero {...hero} />
      <section aria-labelledby="projects-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8 lg:pt-24">
        <SectionHeading id="projects-title" title={listTitle} />
        <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id} data-testid="project-card">
              <ProjectCard project={project} readLabel={readLabel} />
            </li>
          ))}
        </ul>
      </section>
      <ContactCta {...cta} />
    </>
  );
}
