import { bannerModule } from './banner';
import { descriptionModule } from './description';
import { footerModule } from './footer';
import { imageTextModule } from './imageText';
import { scheduleModule } from './schedule';
import { exhibitionScheduleModule } from './exhibitionSchedule';
import { pictureModule } from './picture';
import { videoModule } from './video';
import { documentModule } from './document';
import { timerModule } from './timer';
import { slideshowModule } from './slideshow';
import { gridNavigationModule } from './gridNavigation';
import { imageTextNavigationModule } from './imageTextNavigation';
import { floatWindowModule } from './floatWindow';
import { registrationModule } from './registration';
import { newsModule } from './news';
import { partnersModule } from './partners';
import { speakerModule } from './speaker';

/**
 * Every module type the client knows, by its wire `moduleType`. The registry in
 * src/modules is typed from this map, so a type cannot have a schema without a component.
 */
export const moduleSchemas = {
  banner: bannerModule,
  description: descriptionModule,
  imageText: imageTextModule,
  footer: footerModule,
  schedule: scheduleModule,
  exhibitionSchedule: exhibitionScheduleModule,
  picture: pictureModule,
  video: videoModule,
  document: documentModule,
  timer: timerModule,
  slideshow: slideshowModule,
  gridNavigation: gridNavigationModule,
  imageTextNavigation: imageTextNavigationModule,
  floatWindow: floatWindowModule,
  registration: registrationModule,
  speaker: speakerModule,
  partners: partnersModule,
  news: newsModule,
} as const;

export type ModuleSchemas = typeof moduleSchemas;
export type ModuleType = keyof ModuleSchemas;
