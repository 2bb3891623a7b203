export { GET } from '../tracking';
