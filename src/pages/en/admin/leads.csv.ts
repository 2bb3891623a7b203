export { GET } from '../../admin/leads.csv';
