import { Route, Routes } from 'react-router-dom';
import { MALL_BASE, ROUTES } from '../../site/routes';
import { ToNotFound } from '../error/ToNotFound';
import { MallForbidden } from './MallForbidden';
import { MallFrame } from './MallFrame';
import { MallLogin } from './MallLogin';
import MemberCenter from './member/MemberCenter';
import PointsDetail from './member/PointsDetail';
import OrderDetail from './orders/OrderDetail';
import OrderList from './orders/OrderList';
import MallIndex from './products/MallIndex';
import ProductDetail from './products/ProductDetail';
import ProductSearch from './products/ProductSearch';
import RedeemSuccess from './products/RedeemSuccess';

/** A mall route as the mall's own routes see it: below MALL_BASE. */
const within = (route: string) => route.slice(MALL_BASE.length);

/**
 * The points mall (spec section 2's /points routes), one chunk. Sign-in and 401 stand alone;
 * every other screen stands in MallFrame, which asks for sign-in and an open mall first.
 */
export default function PointsMall() {
  return (
    <Routes>
      <Route path={within(ROUTES.pointsLogin)} element={<MallLogin />} />
      <Route path={within(ROUTES.pointsForbidden)} element={<MallForbidden />} />
      <Route element={<MallFrame />}>
        <Route path={within(ROUTES.points)} element={<MallIndex />} />
        <Route path={within(ROUTES.pointsSearch)} element={<ProductSearch />} />
        <Route path={within(ROUTES.pointsProduct)} element={<ProductDetail />} />
        <Route path={within(ROUTES.pointsRedeemed)} element={<RedeemSuccess />} />
        <Route path={within(ROUTES.pointsOrders)} element={<OrderList />} />
        <Route path={within(ROUTES.pointsOrderDetail)} element={<OrderDetail />} />
        <Route path={within(ROUTES.pointsLedger)} element={<PointsDetail />} />
        <Route path={within(ROUTES.memberCenter)} element={<MemberCenter />} />
      </Route>
      <Route path="*" element={<ToNotFound />} />
    </Routes>
  );
}
