// A site identity form as an admin fills it in, every field valid: for the tests of its rules and
// the fuzz test's valid sample.
export const VALID_IDENTITY_FORM: Readonly<Record<string, string>> = {
  version: '0',
  name: 'Parque Logístico Parnamirim',
  street: 'Rodovia BR-101, km 95, s/n',
  district: 'Distrito Industrial',
  city: 'Parnamirim',
  state: 'RN',
  postalCode: '59150-000',
  phone: '(84) 3272-0000',
  whatsapp: '+55 84 99999-0000',
  email: 'comercial@parquelogisticoparnamirim.com.br',
  opens: '08:00',
  closes: '18:00',
  instagramUrl: 'https://www.instagram.com/parquelogisticoparnamirim',
  facebookUrl: '',
  linkedinUrl: '',
  mapLat: '-5.8823',
  mapLng: '-35.2106',
};
