// JSON-LD for search engines: the business (a LocalBusiness) and the condominium it runs (a Place).
import type { SiteConfig } from '@/server/site-config';
import type { Locale } from '@/lib/i18n-types';
import { formatArea } from '@/lib/format';
import { socialPreview } from '@/server/images';

export interface CondominiumFacts {
  modules: number;
  availableModules: number;
  smallestModuleArea: number;
  totalArea: number;
}

export function businessJsonLd(site: SiteConfig, siteUrl: string, locale: Locale, facts: CondominiumFacts) {
  const address = {
    '@type': 'PostalAddress',
    streetAddress: `${site.address.street}, ${site.address.district}`,
    addressLocality: site.address.city,
    addressRegion: site.address.state,
    postalCode: site.address.postalCode,
    addressCountry: 'BR',
  };
  const geo = { '@type': 'GeoCoordinates', latitude: site.map.lat, longitude: site.map.lng };
  const en = locale === 'en';
  const area = (value: number) => formatArea(value, locale);
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'LocalBusiness',
        '@id': `${siteUrl}/#business`,
        name: site.name,
        slogan: en ? 'Passionate about logistics.' : 'Apaixonados por logística.',
        url: `${siteUrl}${en ? '/en' : '/'}`,
        image: `${siteUrl}${socialPreview(locale).url}`,
        telephone: site.phone,
        email: site.email,
        address,
        geo,
        contactPoint: {
          '@type': 'ContactPoint',
          contactType: 'sales',
          telephone: site.whatsapp,
          email: site.email,
          availableLanguage: ['pt-BR', 'en'],
          hoursAvailable: {
            '@type': 'OpeningHoursSpecification',
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: site.hours.opens,
            closes: site.hours.closes,
          },
        },
        sameAs: [site.instagramUrl, site.facebookUrl, site.linkedinUrl].filter(Boolean),
        areaServed: 'Rio Grande do Norte, BR',
      },
      {
        '@type': 'Place',
        '@id': `${siteUrl}/#condominium`,
        name: en ? `${site.name} — logistics warehouse condominium` : `${site.name} — condomínio logístico`,
        description: en
          ? `${facts.modules} modular logistics warehouses on the BR-101, ${facts.availableModules} available for lease, from ${area(facts.smallestModuleArea)} m² each, ${area(facts.totalArea)} m² in all.`
          : `${facts.modules} galpões logísticos modulares na BR-101, ${facts.availableModules} disponíveis para locação, a partir de ${area(facts.smallestModuleArea)} m² cada, ${area(facts.totalArea)} m² no total.`,
        address,
        geo,
        containedInPlace: { '@type': 'City', name: `${site.address.city}/${site.address.state}` },
        amenityFeature: [
          { '@type': 'LocationFeatureSpecification', name: en ? 'Docks per module' : 'Docas por módulo', value: 4 },
          { '@type': 'LocationFeatureSpecification', name: en ? 'Ramp per module' : 'Rampa por módulo', value: 1 },
          {
            '@type': 'LocationFeatureSpecification',
            name: en ? 'Floor load (t/m²)' : 'Carga do piso (t/m²)',
            value: 6,
          },
          { '@type': 'LocationFeatureSpecification', name: en ? 'Clear span (m)' : 'Vão livre (m)', value: 22.5 },
          {
            '@type': 'LocationFeatureSpecification',
            name: en ? 'Armoured gatehouse' : 'Portaria blindada',
            value: true,
          },
        ],
        publicAccess: false,
        owner: { '@id': `${siteUrl}/#business` },
      },
    ],
  };
}
