import { videoConfig } from '../../../../schemas/modules/video';
import { declareFields } from '../declare';

export const videoFields = declareFields(videoConfig, {
  groupIds: {
    en: ['Video groups', 'Groups of the back office’s material library (videos) to show. None picked: every video group.'],
    zh: ['视频分组', '要显示的后台素材库视频分组。不选：显示全部视频分组。'],
  },
  comments: {
    en: ['Scrolling comments', 'Lines that scroll across every video, after the video’s own, such as “Great talk!”.'],
    zh: ['弹幕', '在每个视频上滚动显示的文字，排在视频自带的弹幕之后，例如“讲得真好！”。'],
  },
  showComments: {
    en: ['Comments on at start', 'Whether scrolling comments run when a video starts; visitors can switch them off or on.'],
    zh: ['默认开启弹幕', '视频开始时是否显示弹幕；访客可以自行开关。'],
  },
});

export const videoDeclarations = [videoFields];
