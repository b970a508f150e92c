export { linkCardsRoutes } from './link-cards.routes';
