import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Picture } from '@/components/picture';
import { buttonVariants } from '@/components/ui/button';
import type { ResponsiveImage } from '@/lib/responsive-image';

export interface ProjectCardData {
  id: string;
  /** 'Project 01' in the visitor's language. */
  idLabel: string;
  title: string;
  category: string;
  description: string;
  href: string;
  image: ResponsiveImage;
  imageAlt: string;
}

/**
 * A card of the content pages' grids (projects, services): the photo across the top, with a badge
 * over it when there is one, then the card's own text.
 */
export function ImageCard({
  image,
  imageAlt,
  badge,
  children,
}: {
  image: ResponsiveImage;
  imageAlt: string;
  badge?: ReactNode;
  children: ReactNode;
}) {
  const picture = (
    <Picture
      image={image}
      alt={imageAlt}
      sizes="(min-width: 1280px) 400px, (min-width: 1024px) 31vw, (min-width: 640px) 46vw, 100vw"
      imgClassName="aspect-[4/3] w-full object-cover"
    />
  );
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-border bg-background shadow-sm transition-shadow hover:shadow-md">
      {badge ? (
        <div className="relative">
          {picture}
          {badge}
        </div>
      ) : (
        picture
      )}
      {children}
    </article>
  );
}

export function ProjectCard({ project, readLabel }: { project: ProjectCardData; readLabel: string }) {
  const titleId = `project-${project.id}-title`;
  return (
    <ImageCard
      image={project.image}
      imageAlt={project.imageAlt}
      badge={
        <p className="absolute top-4 left-4 rounded-full bg-background/95 px-3 py-1 text-xs font-semibold text-brand shadow-sm">
          {project.category}
        </p>
      }
    >
      <div className="flex flex-1 flex-col p-6">
        <p className="font-mono text-xs font-semibold tracking-widest text-muted-foreground uppercase">
          {project.idLabel}
        </p>
        <h3 id={titleId} className="mt-2 text-xl font-bold text-balance">
          {project.title}
        </h3>
        <p className="mt-2 flex-1 text-muted-foreground">{project.description}</p>
        <a
          href={project.href}
          aria-describedby={titleId}
          className={buttonVariants({ variant: 'outline', className: 'mt-6 self-start text-brand' })}
        >
          {readLabel}
          <ArrowRight aria-hidden="true" />
        </a>
      </div>
    </ImageCard>
  );
}
