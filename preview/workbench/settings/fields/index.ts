import type * as z from 'zod/mini';
import type { ObjectDeclaration } from '../declare';
import { bannerDeclarations } from './banner';
import { commonDeclarations } from './common';
import { descriptionDeclarations } from './description';
import { documentDeclarations } from './document';
import { exhibitionScheduleDeclarations } from './exhibitionSchedule';
import { floatWindowDeclarations } from './floatWindow';
import { footerDeclarations } from './footer';
import { gridNavigationDeclarations } from './gridNavigation';
import { imageTextDeclarations } from './imageText';
import { imageTextNavigationDeclarations } from './imageTextNavigation';
import { linkDeclarations } from './link';
import { newsDeclarations } from './news';
import { partnersDeclarations } from './partners';
import { pictureDeclarations } from './picture';
import { registrationDeclarations } from './registration';
import { scheduleDeclarations } from './schedule';
import { slideshowDeclarations } from './slideshow';
import { speakerDeclarations } from './speaker';
import { timerDeclarations } from './timer';
import { videoDeclarations } from './video';

/** Every object schema's field words, by the schema they declare: what the settings panel reads labels, help and widgets from. */
export const DECLARATIONS: ReadonlyMap<z.ZodMiniType, ObjectDeclaration['fields']> = new Map(
  [
    ...bannerDeclarations,
    ...commonDeclarations,
    ...descriptionDeclarations,
    ...documentDeclarations,
    ...exhibitionScheduleDeclarations,
    ...floatWindowDeclarations,
    ...footerDeclarations,
    ...gridNavigationDeclarations,
    ...imageTextDeclarations,
    ...imageTextNavigationDeclarations,
    ...linkDeclarations,
    ...newsDeclarations,
    ...partnersDeclarations,
    ...pictureDeclarations,
    ...registrationDeclarations,
    ...scheduleDeclarations,
    ...slideshowDeclarations,
    ...speakerDeclarations,
    ...timerDeclarations,
    ...videoDeclarations,
  ].map((declaration) => [declaration.schema, declaration.fields]),
);
