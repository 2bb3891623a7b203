export { GET } from '../../../modulos/[numero]/ficha-tecnica.pdf';
