// The home page's enhancements: the hero carousel, the site plan's module dialog, the fragment
// dialog, the modules-together box and the fade-ins. Loaded by landing-behaviour.astro after the
// first paint; everything it enhances works before it runs (links, :target, a GET form).
import { initFragmentDialog } from '@/components/fragment-dialog/fragment-dialog';
import { initFadeIn } from './fade-in';
import { initHeroCarousel } from './hero-carousel-behaviour';
import { initModuleCombination } from './module-combination-live';
import { initSitePlanDialogs } from './site-plan-dialogs';

for (const root of document.querySelectorAll<HTMLElement>('[data-hero-carousel]')) initHeroCarousel(root);
initSitePlanDialogs();
initFragmentDialog();
initModuleCombination();
initFadeIn();
