/* eslint-disable */
import * as types from './graphql.ts';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation SaveLanguage($id: Int!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      id\n      language\n    }\n  }\n": typeof types.SaveLanguageDocument,
    "\n  mutation DeclareClosure($date: String, $reason: String) {\n    declareClosure(date: $date, reason: $reason) {\n      date\n      reason\n    }\n  }\n": typeof types.DeclareClosureDocument,
    "\n  mutation LiftClosure($date: String) {\n    liftClosure(date: $date) {\n      date\n      reason\n    }\n  }\n": typeof types.LiftClosureDocument,
    "\n  query EmailTemplates {\n    emailTemplates {\n      id\n      name\n      notificationType\n      title\n      subject\n      message\n    }\n  }\n": typeof types.EmailTemplatesDocument,
    "\n  mutation LogWhatsAppNotification($input: WhatsAppNotificationInput!) {\n    logWhatsAppNotification(input: $input) {\n      sentTo\n      message\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n": typeof types.LogWhatsAppNotificationDocument,
    "\n  query NextWeekMenu {\n    nextWeekMenu {\n      weekStartDate\n      weekEndDate\n      days {\n        dayOfWeek\n        date\n        items {\n          id\n          menuItem\n          description\n          price\n          calories\n        }\n      }\n    }\n  }\n": typeof types.NextWeekMenuDocument,
    "\n  fragment NotificationFields on EmailNotification {\n    id\n    kind\n    method\n    title\n    subject\n    message\n    recipients\n    specificEmails\n    specificPhones\n    notificationType\n    recipientCount\n    status\n    sentCount\n    failedCount\n    error\n    createdAt\n  }\n": typeof types.NotificationFieldsFragmentDoc,
    "\n  query NotificationHistory($limit: Int) {\n    emailNotifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n": typeof types.NotificationHistoryDocument,
    "\n  mutation SendEmailNotification($input: EmailNotificationInput!) {\n    sendEmailNotification(input: $input) {\n      ...NotificationFields\n    }\n  }\n": typeof types.SendEmailNotificationDocument,
    "\n  fragment AdminFeedbackFields on Feedback {\n    userName\n    ...FeedbackFields\n  }\n": typeof types.AdminFeedbackFieldsFragmentDoc,
    "\n  query AdminFeedback {\n    adminFeedback {\n      ...AdminFeedbackFields\n    }\n  }\n": typeof types.AdminFeedbackDocument,
    "\n  mutation AnswerFeedback($id: Int!, $adminResponse: String) {\n    answerFeedback(id: $id, adminResponse: $adminResponse) {\n      ...AdminFeedbackFields\n    }\n  }\n": typeof types.AnswerFeedbackDocument,
    "\n  query AllWeeklyMenuItems {\n    allWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n": typeof types.AllWeeklyMenuItemsDocument,
    "\n  mutation CreateWeeklyMenuItem($input: WeeklyMenuItemInput!) {\n    createWeeklyMenuItem(input: $input) {\n      ...WeeklyMenuItemFields\n    }\n  }\n": typeof types.CreateWeeklyMenuItemDocument,
    "\n  mutation DeleteWeeklyMenuItem($id: Int!) {\n    deleteWeeklyMenuItem(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteWeeklyMenuItemDocument,
    "\n  mutation UpdateWeeklyMenuItem($id: Int!, $input: WeeklyMenuItemPatch!) {\n    updateWeeklyMenuItem(id: $id, input: $input) {\n      ...WeeklyMenuItemFields\n    }\n  }\n": typeof types.UpdateWeeklyMenuItemDocument,
    "\n  fragment AdminOrderFields on LunchOrder {\n    ...LunchOrderFields\n    parentName\n    email\n    phone\n    childAllergies\n    allergenCheck\n  }\n": typeof types.AdminOrderFieldsFragmentDoc,
    "\n  query AdminOrdersOfDay($date: String!) {\n    adminOrders(date: $date) {\n      ...AdminOrderFields\n    }\n  }\n": typeof types.AdminOrdersOfDayDocument,
    "\n  mutation SetOrderPaymentStatus($id: Int!, $paymentStatus: String!) {\n    setOrderPaymentStatus(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n      isPaid\n    }\n  }\n": typeof types.SetOrderPaymentStatusDocument,
    "\n  query AdminStats {\n    adminStats {\n      id\n      totalUsers\n      todaysOrders\n      weeklyMenuItems\n      emailsSent\n    }\n  }\n": typeof types.AdminStatsDocument,
    "\n  query AdminPayments($status: String) {\n    adminPayments(status: $status) {\n      paymentReference\n      parentName\n      email\n      amountDue\n      status\n      createdAt\n      lunches {\n        id\n        childName\n        lunchDate\n        lunchOptions\n        totalAmount\n      }\n    }\n  }\n": typeof types.AdminPaymentsDocument,
    "\n  mutation SetCheckoutPaymentStatus($reference: String!, $status: String) {\n    setCheckoutPaymentStatus(reference: $reference, status: $status) {\n      paymentReference\n      status\n    }\n  }\n": typeof types.SetCheckoutPaymentStatusDocument,
    "\n  query ProductionSheet($date: String, $week: String) {\n    productionSheet(date: $date, week: $week) {\n      from\n      to\n      total\n      days {\n        date\n        total\n        items {\n          ...ProductionItemCountFields\n        }\n        schools {\n          school\n          total\n          items {\n            ...ProductionItemCountFields\n          }\n          classes {\n            grade\n            teacher\n            total\n            items {\n              ...ProductionItemCountFields\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment ProductionItemCountFields on ProductionItemCount {\n    menuItem\n    count\n    allergyNotes {\n      childName\n      grade\n      teacher\n      allergies\n    }\n  }\n": typeof types.ProductionSheetDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n": typeof types.PaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($paypalMeHandle: String, $zelleRecipientName: String, $zelleRecipient: String) {\n    updatePaymentSettings(paypalMeHandle: $paypalMeHandle, zelleRecipientName: $zelleRecipientName, zelleRecipient: $zelleRecipient) {\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n": typeof types.UpdatePaymentSettingsDocument,
    "\n  mutation SendTestEmail {\n    sendTestEmail {\n      ...EmailOutcomeFields\n    }\n  }\n": typeof types.SendTestEmailDocument,
    "\n  query AdminChildProfiles {\n    adminChildProfiles {\n      id\n      userId\n      name\n      school\n      grade\n    }\n  }\n": typeof types.AdminChildProfilesDocument,
    "\n  mutation AdminUpdateUser($id: Int!, $input: AdminUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.AdminUpdateUserDocument,
    "\n  query AdminUsers {\n    adminUsers {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.AdminUsersDocument,
    "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n": typeof types.DeleteUserDocument,
    "\n  mutation SendUserEmail($userId: Int!, $subject: String!, $message: String!) {\n    sendUserEmail(userId: $userId, subject: $subject, message: $message) {\n      ...EmailOutcomeFields\n    }\n  }\n": typeof types.SendUserEmailDocument,
    "\n  mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n    setUserAdmin(id: $id, isAdmin: $isAdmin) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.SetUserAdminDocument,
    "\n  mutation CreateCaptcha {\n    createCaptcha {\n      captchaId\n      image\n    }\n  }\n": typeof types.CreateCaptchaDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String) {\n    requestPasswordReset(email: $email)\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  query PaymentOptions($amountDue: String) {\n    paymentOptions(amountDue: $amountDue) {\n      paypalUrl\n      paypalQr\n      zelleUrl\n      zelleQr\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n": typeof types.PaymentOptionsDocument,
    "\n  mutation Checkout($checkoutId: String!, $items: [CartItemInput!]!) {\n    checkout(checkoutId: $checkoutId, items: $items) {\n      checkoutId\n      paymentReference\n      orders {\n        id\n      }\n      totalAmount\n      creditApplied\n      amountDue\n      replayed\n    }\n  }\n": typeof types.CheckoutDocument,
    "\n  mutation AddChild($input: ChildInput!) {\n    addChild(input: $input) {\n      ...ChildProfileFields\n    }\n  }\n": typeof types.AddChildDocument,
    "\n  mutation DeleteChild($id: Int!) {\n    deleteChild(id: $id)\n  }\n": typeof types.DeleteChildDocument,
    "\n  fragment ChildProfileFields on ChildProfile {\n    id\n    userId\n    name\n    school\n    grade\n    teacher\n    preferredLunchOptions\n    calendarUrl\n    allergies\n    diets\n  }\n": typeof types.ChildProfileFieldsFragmentDoc,
    "\n  query MyChildren {\n    myChildren {\n      ...ChildProfileFields\n    }\n  }\n": typeof types.MyChildrenDocument,
    "\n  mutation ResetCalendarLink($childId: Int!) {\n    resetCalendarToken(childId: $childId)\n  }\n": typeof types.ResetCalendarLinkDocument,
    "\n  mutation UpdateChild($id: Int!, $input: ChildInput!) {\n    updateChild(id: $id, input: $input) {\n      ...ChildProfileFields\n    }\n  }\n": typeof types.UpdateChildDocument,
    "\n  query MyFeedback {\n    myFeedback {\n      ...FeedbackFields\n    }\n  }\n": typeof types.MyFeedbackDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n": typeof types.SubmitFeedbackDocument,
    "\n  mutation CancelLunchOrder($id: Int!) {\n    cancelLunchOrder(id: $id) {\n      id\n      status\n      creditedAmount\n    }\n  }\n": typeof types.CancelLunchOrderDocument,
    "\n  query MyLunchOrders {\n    myLunchOrders {\n      ...LunchOrderFields\n      childId\n      status\n      creditedAmount\n      paymentReference\n    }\n  }\n": typeof types.MyLunchOrdersDocument,
    "\n  query OrderFormChildren {\n    myChildren {\n      id\n      name\n      school\n      grade\n      teacher\n      allergies\n      diets\n    }\n  }\n": typeof types.OrderFormChildrenDocument,
    "\n  query UpcomingWeeklyMenuItems {\n    upcomingWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n": typeof types.UpcomingWeeklyMenuItemsDocument,
    "\n  query ProfileDetails {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.ProfileDetailsDocument,
    "\n  mutation UpdateProfile($id: Int!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query LunchSchedule {\n    lunchSchedule {\n      id\n      lunchDate\n      childName\n      school\n      grade\n      teacher\n      parentName\n      email\n      lunchOptions\n      notes\n    }\n  }\n": typeof types.LunchScheduleDocument,
    "\n  query ActiveWeeklyMenuItems {\n    activeWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n": typeof types.ActiveWeeklyMenuItemsDocument,
    "\n  query CheckCartLunches($items: [CartItemInput!]!) {\n    checkCartLunches(items: $items)\n  }\n": typeof types.CheckCartLunchesDocument,
    "\n  query Closures($from: String, $to: String) {\n    closures(from: $from, to: $to) {\n      date\n      reason\n    }\n  }\n": typeof types.ClosuresDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    fullName\n    phone\n    isAdmin\n    language\n    createdAt\n  }\n": typeof types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": typeof types.CurrentUserDocument,
    "\n  query MyCredit {\n    myCredit {\n      balance\n      entries {\n        amount\n        reason\n        orderId\n        createdAt\n      }\n    }\n  }\n": typeof types.MyCreditDocument,
    "\n  fragment WeeklyMenuItemFields on WeeklyMenuItem {\n    id\n    weekStartDate\n    weekEndDate\n    dayOfWeek\n    menuItem\n    description\n    price\n    calories\n    imageUrl\n    isActive\n    allergens\n    dietTags\n    nutrition {\n      protein\n      carbohydrates\n      fat\n      sodium\n    }\n  }\n": typeof types.WeeklyMenuItemFieldsFragmentDoc,
    "\n  fragment FeedbackFields on Feedback {\n    id\n    category\n    rating\n    date\n    subject\n    message\n    status\n    adminResponse\n    responseDate\n    createdAt\n  }\n": typeof types.FeedbackFieldsFragmentDoc,
    "\n  fragment LunchOrderFields on LunchOrder {\n    id\n    childName\n    school\n    grade\n    teacher\n    lunchDate\n    lunchOptions\n    notes\n    totalAmount\n    paymentStatus\n    isPaid\n    createdAt\n  }\n": typeof types.LunchOrderFieldsFragmentDoc,
    "\n  fragment EmailOutcomeFields on EmailNotification {\n    id\n    status\n    sentCount\n    failedCount\n    recipientEmails\n    error\n  }\n": typeof types.EmailOutcomeFieldsFragmentDoc,
    "\n  query SchoolSettings {\n    schoolSettings {\n      timeZone\n    }\n  }\n": typeof types.SchoolSettingsDocument,
};
const documents: Documents = {
    "\n  mutation SaveLanguage($id: Int!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      id\n      language\n    }\n  }\n": types.SaveLanguageDocument,
    "\n  mutation DeclareClosure($date: String, $reason: String) {\n    declareClosure(date: $date, reason: $reason) {\n      date\n      reason\n    }\n  }\n": types.DeclareClosureDocument,
    "\n  mutation LiftClosure($date: String) {\n    liftClosure(date: $date) {\n      date\n      reason\n    }\n  }\n": types.LiftClosureDocument,
    "\n  query EmailTemplates {\n    emailTemplates {\n      id\n      name\n      notificationType\n      title\n      subject\n      message\n    }\n  }\n": types.EmailTemplatesDocument,
    "\n  mutation LogWhatsAppNotification($input: WhatsAppNotificationInput!) {\n    logWhatsAppNotification(input: $input) {\n      sentTo\n      message\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n": types.LogWhatsAppNotificationDocument,
    "\n  query NextWeekMenu {\n    nextWeekMenu {\n      weekStartDate\n      weekEndDate\n      days {\n        dayOfWeek\n        date\n        items {\n          id\n          menuItem\n          description\n          price\n          calories\n        }\n      }\n    }\n  }\n": types.NextWeekMenuDocument,
    "\n  fragment NotificationFields on EmailNotification {\n    id\n    kind\n    method\n    title\n    subject\n    message\n    recipients\n    specificEmails\n    specificPhones\n    notificationType\n    recipientCount\n    status\n    sentCount\n    failedCount\n    error\n    createdAt\n  }\n": types.NotificationFieldsFragmentDoc,
    "\n  query NotificationHistory($limit: Int) {\n    emailNotifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n": types.NotificationHistoryDocument,
    "\n  mutation SendEmailNotification($input: EmailNotificationInput!) {\n    sendEmailNotification(input: $input) {\n      ...NotificationFields\n    }\n  }\n": types.SendEmailNotificationDocument,
    "\n  fragment AdminFeedbackFields on Feedback {\n    userName\n    ...FeedbackFields\n  }\n": types.AdminFeedbackFieldsFragmentDoc,
    "\n  query AdminFeedback {\n    adminFeedback {\n      ...AdminFeedbackFields\n    }\n  }\n": types.AdminFeedbackDocument,
    "\n  mutation AnswerFeedback($id: Int!, $adminResponse: String) {\n    answerFeedback(id: $id, adminResponse: $adminResponse) {\n      ...AdminFeedbackFields\n    }\n  }\n": types.AnswerFeedbackDocument,
    "\n  query AllWeeklyMenuItems {\n    allWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n": types.AllWeeklyMenuItemsDocument,
    "\n  mutation CreateWeeklyMenuItem($input: WeeklyMenuItemInput!) {\n    createWeeklyMenuItem(input: $input) {\n      ...WeeklyMenuItemFields\n    }\n  }\n": types.CreateWeeklyMenuItemDocument,
    "\n  mutation DeleteWeeklyMenuItem($id: Int!) {\n    deleteWeeklyMenuItem(id: $id) {\n      id\n    }\n  }\n": types.DeleteWeeklyMenuItemDocument,
    "\n  mutation UpdateWeeklyMenuItem($id: Int!, $input: WeeklyMenuItemPatch!) {\n    updateWeeklyMenuItem(id: $id, input: $input) {\n      ...WeeklyMenuItemFields\n    }\n  }\n": types.UpdateWeeklyMenuItemDocument,
    "\n  fragment AdminOrderFields on LunchOrder {\n    ...LunchOrderFields\n    parentName\n    email\n    phone\n    childAllergies\n    allergenCheck\n  }\n": types.AdminOrderFieldsFragmentDoc,
    "\n  query AdminOrdersOfDay($date: String!) {\n    adminOrders(date: $date) {\n      ...AdminOrderFields\n    }\n  }\n": types.AdminOrdersOfDayDocument,
    "\n  mutation SetOrderPaymentStatus($id: Int!, $paymentStatus: String!) {\n    setOrderPaymentStatus(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n      isPaid\n    }\n  }\n": types.SetOrderPaymentStatusDocument,
    "\n  query AdminStats {\n    adminStats {\n      id\n      totalUsers\n      todaysOrders\n      weeklyMenuItems\n      emailsSent\n    }\n  }\n": types.AdminStatsDocument,
    "\n  query AdminPayments($status: String) {\n    adminPayments(status: $status) {\n      paymentReference\n      parentName\n      email\n      amountDue\n      status\n      createdAt\n      lunches {\n        id\n        childName\n        lunchDate\n        lunchOptions\n        totalAmount\n      }\n    }\n  }\n": types.AdminPaymentsDocument,
    "\n  mutation SetCheckoutPaymentStatus($reference: String!, $status: String) {\n    setCheckoutPaymentStatus(reference: $reference, status: $status) {\n      paymentReference\n      status\n    }\n  }\n": types.SetCheckoutPaymentStatusDocument,
    "\n  query ProductionSheet($date: String, $week: String) {\n    productionSheet(date: $date, week: $week) {\n      from\n      to\n      total\n      days {\n        date\n        total\n        items {\n          ...ProductionItemCountFields\n        }\n        schools {\n          school\n          total\n          items {\n            ...ProductionItemCountFields\n          }\n          classes {\n            grade\n            teacher\n            total\n            items {\n              ...ProductionItemCountFields\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment ProductionItemCountFields on ProductionItemCount {\n    menuItem\n    count\n    allergyNotes {\n      childName\n      grade\n      teacher\n      allergies\n    }\n  }\n": types.ProductionSheetDocument,
    "\n  query PaymentSettings {\n    paymentSettings {\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n": types.PaymentSettingsDocument,
    "\n  mutation UpdatePaymentSettings($paypalMeHandle: String, $zelleRecipientName: String, $zelleRecipient: String) {\n    updatePaymentSettings(paypalMeHandle: $paypalMeHandle, zelleRecipientName: $zelleRecipientName, zelleRecipient: $zelleRecipient) {\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n": types.UpdatePaymentSettingsDocument,
    "\n  mutation SendTestEmail {\n    sendTestEmail {\n      ...EmailOutcomeFields\n    }\n  }\n": types.SendTestEmailDocument,
    "\n  query AdminChildProfiles {\n    adminChildProfiles {\n      id\n      userId\n      name\n      school\n      grade\n    }\n  }\n": types.AdminChildProfilesDocument,
    "\n  mutation AdminUpdateUser($id: Int!, $input: AdminUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.AdminUpdateUserDocument,
    "\n  query AdminUsers {\n    adminUsers {\n      ...CurrentUserFields\n    }\n  }\n": types.AdminUsersDocument,
    "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n": types.DeleteUserDocument,
    "\n  mutation SendUserEmail($userId: Int!, $subject: String!, $message: String!) {\n    sendUserEmail(userId: $userId, subject: $subject, message: $message) {\n      ...EmailOutcomeFields\n    }\n  }\n": types.SendUserEmailDocument,
    "\n  mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n    setUserAdmin(id: $id, isAdmin: $isAdmin) {\n      ...CurrentUserFields\n    }\n  }\n": types.SetUserAdminDocument,
    "\n  mutation CreateCaptcha {\n    createCaptcha {\n      captchaId\n      image\n    }\n  }\n": types.CreateCaptchaDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.RegisterDocument,
    "\n  mutation RequestPasswordReset($email: String) {\n    requestPasswordReset(email: $email)\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  query PaymentOptions($amountDue: String) {\n    paymentOptions(amountDue: $amountDue) {\n      paypalUrl\n      paypalQr\n      zelleUrl\n      zelleQr\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n": types.PaymentOptionsDocument,
    "\n  mutation Checkout($checkoutId: String!, $items: [CartItemInput!]!) {\n    checkout(checkoutId: $checkoutId, items: $items) {\n      checkoutId\n      paymentReference\n      orders {\n        id\n      }\n      totalAmount\n      creditApplied\n      amountDue\n      replayed\n    }\n  }\n": types.CheckoutDocument,
    "\n  mutation AddChild($input: ChildInput!) {\n    addChild(input: $input) {\n      ...ChildProfileFields\n    }\n  }\n": types.AddChildDocument,
    "\n  mutation DeleteChild($id: Int!) {\n    deleteChild(id: $id)\n  }\n": types.DeleteChildDocument,
    "\n  fragment ChildProfileFields on ChildProfile {\n    id\n    userId\n    name\n    school\n    grade\n    teacher\n    preferredLunchOptions\n    calendarUrl\n    allergies\n    diets\n  }\n": types.ChildProfileFieldsFragmentDoc,
    "\n  query MyChildren {\n    myChildren {\n      ...ChildProfileFields\n    }\n  }\n": types.MyChildrenDocument,
    "\n  mutation ResetCalendarLink($childId: Int!) {\n    resetCalendarToken(childId: $childId)\n  }\n": types.ResetCalendarLinkDocument,
    "\n  mutation UpdateChild($id: Int!, $input: ChildInput!) {\n    updateChild(id: $id, input: $input) {\n      ...ChildProfileFields\n    }\n  }\n": types.UpdateChildDocument,
    "\n  query MyFeedback {\n    myFeedback {\n      ...FeedbackFields\n    }\n  }\n": types.MyFeedbackDocument,
    "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n": types.SubmitFeedbackDocument,
    "\n  mutation CancelLunchOrder($id: Int!) {\n    cancelLunchOrder(id: $id) {\n      id\n      status\n      creditedAmount\n    }\n  }\n": types.CancelLunchOrderDocument,
    "\n  query MyLunchOrders {\n    myLunchOrders {\n      ...LunchOrderFields\n      childId\n      status\n      creditedAmount\n      paymentReference\n    }\n  }\n": types.MyLunchOrdersDocument,
    "\n  query OrderFormChildren {\n    myChildren {\n      id\n      name\n      school\n      grade\n      teacher\n      allergies\n      diets\n    }\n  }\n": types.OrderFormChildrenDocument,
    "\n  query UpcomingWeeklyMenuItems {\n    upcomingWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n": types.UpcomingWeeklyMenuItemsDocument,
    "\n  query ProfileDetails {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.ProfileDetailsDocument,
    "\n  mutation UpdateProfile($id: Int!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...CurrentUserFields\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query LunchSchedule {\n    lunchSchedule {\n      id\n      lunchDate\n      childName\n      school\n      grade\n      teacher\n      parentName\n      email\n      lunchOptions\n      notes\n    }\n  }\n": types.LunchScheduleDocument,
    "\n  query ActiveWeeklyMenuItems {\n    activeWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n": types.ActiveWeeklyMenuItemsDocument,
    "\n  query CheckCartLunches($items: [CartItemInput!]!) {\n    checkCartLunches(items: $items)\n  }\n": types.CheckCartLunchesDocument,
    "\n  query Closures($from: String, $to: String) {\n    closures(from: $from, to: $to) {\n      date\n      reason\n    }\n  }\n": types.ClosuresDocument,
    "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    fullName\n    phone\n    isAdmin\n    language\n    createdAt\n  }\n": types.CurrentUserFieldsFragmentDoc,
    "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n": types.CurrentUserDocument,
    "\n  query MyCredit {\n    myCredit {\n      balance\n      entries {\n        amount\n        reason\n        orderId\n        createdAt\n      }\n    }\n  }\n": types.MyCreditDocument,
    "\n  fragment WeeklyMenuItemFields on WeeklyMenuItem {\n    id\n    weekStartDate\n    weekEndDate\n    dayOfWeek\n    menuItem\n    description\n    price\n    calories\n    imageUrl\n    isActive\n    allergens\n    dietTags\n    nutrition {\n      protein\n      carbohydrates\n      fat\n      sodium\n    }\n  }\n": types.WeeklyMenuItemFieldsFragmentDoc,
    "\n  fragment FeedbackFields on Feedback {\n    id\n    category\n    rating\n    date\n    subject\n    message\n    status\n    adminResponse\n    responseDate\n    createdAt\n  }\n": types.FeedbackFieldsFragmentDoc,
    "\n  fragment LunchOrderFields on LunchOrder {\n    id\n    childName\n    school\n    grade\n    teacher\n    lunchDate\n    lunchOptions\n    notes\n    totalAmount\n    paymentStatus\n    isPaid\n    createdAt\n  }\n": types.LunchOrderFieldsFragmentDoc,
    "\n  fragment EmailOutcomeFields on EmailNotification {\n    id\n    status\n    sentCount\n    failedCount\n    recipientEmails\n    error\n  }\n": types.EmailOutcomeFieldsFragmentDoc,
    "\n  query SchoolSettings {\n    schoolSettings {\n      timeZone\n    }\n  }\n": types.SchoolSettingsDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveLanguage($id: Int!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      id\n      language\n    }\n  }\n"): (typeof documents)["\n  mutation SaveLanguage($id: Int!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      id\n      language\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeclareClosure($date: String, $reason: String) {\n    declareClosure(date: $date, reason: $reason) {\n      date\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation DeclareClosure($date: String, $reason: String) {\n    declareClosure(date: $date, reason: $reason) {\n      date\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LiftClosure($date: String) {\n    liftClosure(date: $date) {\n      date\n      reason\n    }\n  }\n"): (typeof documents)["\n  mutation LiftClosure($date: String) {\n    liftClosure(date: $date) {\n      date\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EmailTemplates {\n    emailTemplates {\n      id\n      name\n      notificationType\n      title\n      subject\n      message\n    }\n  }\n"): (typeof documents)["\n  query EmailTemplates {\n    emailTemplates {\n      id\n      name\n      notificationType\n      title\n      subject\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LogWhatsAppNotification($input: WhatsAppNotificationInput!) {\n    logWhatsAppNotification(input: $input) {\n      sentTo\n      message\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation LogWhatsAppNotification($input: WhatsAppNotificationInput!) {\n    logWhatsAppNotification(input: $input) {\n      sentTo\n      message\n      notification {\n        ...NotificationFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NextWeekMenu {\n    nextWeekMenu {\n      weekStartDate\n      weekEndDate\n      days {\n        dayOfWeek\n        date\n        items {\n          id\n          menuItem\n          description\n          price\n          calories\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NextWeekMenu {\n    nextWeekMenu {\n      weekStartDate\n      weekEndDate\n      days {\n        dayOfWeek\n        date\n        items {\n          id\n          menuItem\n          description\n          price\n          calories\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NotificationFields on EmailNotification {\n    id\n    kind\n    method\n    title\n    subject\n    message\n    recipients\n    specificEmails\n    specificPhones\n    notificationType\n    recipientCount\n    status\n    sentCount\n    failedCount\n    error\n    createdAt\n  }\n"): (typeof documents)["\n  fragment NotificationFields on EmailNotification {\n    id\n    kind\n    method\n    title\n    subject\n    message\n    recipients\n    specificEmails\n    specificPhones\n    notificationType\n    recipientCount\n    status\n    sentCount\n    failedCount\n    error\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NotificationHistory($limit: Int) {\n    emailNotifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  query NotificationHistory($limit: Int) {\n    emailNotifications(limit: $limit) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendEmailNotification($input: EmailNotificationInput!) {\n    sendEmailNotification(input: $input) {\n      ...NotificationFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendEmailNotification($input: EmailNotificationInput!) {\n    sendEmailNotification(input: $input) {\n      ...NotificationFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminFeedbackFields on Feedback {\n    userName\n    ...FeedbackFields\n  }\n"): (typeof documents)["\n  fragment AdminFeedbackFields on Feedback {\n    userName\n    ...FeedbackFields\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFeedback {\n    adminFeedback {\n      ...AdminFeedbackFields\n    }\n  }\n"): (typeof documents)["\n  query AdminFeedback {\n    adminFeedback {\n      ...AdminFeedbackFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AnswerFeedback($id: Int!, $adminResponse: String) {\n    answerFeedback(id: $id, adminResponse: $adminResponse) {\n      ...AdminFeedbackFields\n    }\n  }\n"): (typeof documents)["\n  mutation AnswerFeedback($id: Int!, $adminResponse: String) {\n    answerFeedback(id: $id, adminResponse: $adminResponse) {\n      ...AdminFeedbackFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AllWeeklyMenuItems {\n    allWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n"): (typeof documents)["\n  query AllWeeklyMenuItems {\n    allWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWeeklyMenuItem($input: WeeklyMenuItemInput!) {\n    createWeeklyMenuItem(input: $input) {\n      ...WeeklyMenuItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWeeklyMenuItem($input: WeeklyMenuItemInput!) {\n    createWeeklyMenuItem(input: $input) {\n      ...WeeklyMenuItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWeeklyMenuItem($id: Int!) {\n    deleteWeeklyMenuItem(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWeeklyMenuItem($id: Int!) {\n    deleteWeeklyMenuItem(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWeeklyMenuItem($id: Int!, $input: WeeklyMenuItemPatch!) {\n    updateWeeklyMenuItem(id: $id, input: $input) {\n      ...WeeklyMenuItemFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWeeklyMenuItem($id: Int!, $input: WeeklyMenuItemPatch!) {\n    updateWeeklyMenuItem(id: $id, input: $input) {\n      ...WeeklyMenuItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminOrderFields on LunchOrder {\n    ...LunchOrderFields\n    parentName\n    email\n    phone\n    childAllergies\n    allergenCheck\n  }\n"): (typeof documents)["\n  fragment AdminOrderFields on LunchOrder {\n    ...LunchOrderFields\n    parentName\n    email\n    phone\n    childAllergies\n    allergenCheck\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminOrdersOfDay($date: String!) {\n    adminOrders(date: $date) {\n      ...AdminOrderFields\n    }\n  }\n"): (typeof documents)["\n  query AdminOrdersOfDay($date: String!) {\n    adminOrders(date: $date) {\n      ...AdminOrderFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOrderPaymentStatus($id: Int!, $paymentStatus: String!) {\n    setOrderPaymentStatus(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n      isPaid\n    }\n  }\n"): (typeof documents)["\n  mutation SetOrderPaymentStatus($id: Int!, $paymentStatus: String!) {\n    setOrderPaymentStatus(id: $id, paymentStatus: $paymentStatus) {\n      id\n      paymentStatus\n      isPaid\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminStats {\n    adminStats {\n      id\n      totalUsers\n      todaysOrders\n      weeklyMenuItems\n      emailsSent\n    }\n  }\n"): (typeof documents)["\n  query AdminStats {\n    adminStats {\n      id\n      totalUsers\n      todaysOrders\n      weeklyMenuItems\n      emailsSent\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPayments($status: String) {\n    adminPayments(status: $status) {\n      paymentReference\n      parentName\n      email\n      amountDue\n      status\n      createdAt\n      lunches {\n        id\n        childName\n        lunchDate\n        lunchOptions\n        totalAmount\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPayments($status: String) {\n    adminPayments(status: $status) {\n      paymentReference\n      parentName\n      email\n      amountDue\n      status\n      createdAt\n      lunches {\n        id\n        childName\n        lunchDate\n        lunchOptions\n        totalAmount\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCheckoutPaymentStatus($reference: String!, $status: String) {\n    setCheckoutPaymentStatus(reference: $reference, status: $status) {\n      paymentReference\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetCheckoutPaymentStatus($reference: String!, $status: String) {\n    setCheckoutPaymentStatus(reference: $reference, status: $status) {\n      paymentReference\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductionSheet($date: String, $week: String) {\n    productionSheet(date: $date, week: $week) {\n      from\n      to\n      total\n      days {\n        date\n        total\n        items {\n          ...ProductionItemCountFields\n        }\n        schools {\n          school\n          total\n          items {\n            ...ProductionItemCountFields\n          }\n          classes {\n            grade\n            teacher\n            total\n            items {\n              ...ProductionItemCountFields\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment ProductionItemCountFields on ProductionItemCount {\n    menuItem\n    count\n    allergyNotes {\n      childName\n      grade\n      teacher\n      allergies\n    }\n  }\n"): (typeof documents)["\n  query ProductionSheet($date: String, $week: String) {\n    productionSheet(date: $date, week: $week) {\n      from\n      to\n      total\n      days {\n        date\n        total\n        items {\n          ...ProductionItemCountFields\n        }\n        schools {\n          school\n          total\n          items {\n            ...ProductionItemCountFields\n          }\n          classes {\n            grade\n            teacher\n            total\n            items {\n              ...ProductionItemCountFields\n            }\n          }\n        }\n      }\n    }\n  }\n\n  fragment ProductionItemCountFields on ProductionItemCount {\n    menuItem\n    count\n    allergyNotes {\n      childName\n      grade\n      teacher\n      allergies\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentSettings {\n    paymentSettings {\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n"): (typeof documents)["\n  query PaymentSettings {\n    paymentSettings {\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePaymentSettings($paypalMeHandle: String, $zelleRecipientName: String, $zelleRecipient: String) {\n    updatePaymentSettings(paypalMeHandle: $paypalMeHandle, zelleRecipientName: $zelleRecipientName, zelleRecipient: $zelleRecipient) {\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePaymentSettings($paypalMeHandle: String, $zelleRecipientName: String, $zelleRecipient: String) {\n    updatePaymentSettings(paypalMeHandle: $paypalMeHandle, zelleRecipientName: $zelleRecipientName, zelleRecipient: $zelleRecipient) {\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendTestEmail {\n    sendTestEmail {\n      ...EmailOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendTestEmail {\n    sendTestEmail {\n      ...EmailOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminChildProfiles {\n    adminChildProfiles {\n      id\n      userId\n      name\n      school\n      grade\n    }\n  }\n"): (typeof documents)["\n  query AdminChildProfiles {\n    adminChildProfiles {\n      id\n      userId\n      name\n      school\n      grade\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUpdateUser($id: Int!, $input: AdminUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUpdateUser($id: Int!, $input: AdminUserInput!) {\n    adminUpdateUser(id: $id, input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsers {\n    adminUsers {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query AdminUsers {\n    adminUsers {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteUser($id: Int!) {\n    deleteUser(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendUserEmail($userId: Int!, $subject: String!, $message: String!) {\n    sendUserEmail(userId: $userId, subject: $subject, message: $message) {\n      ...EmailOutcomeFields\n    }\n  }\n"): (typeof documents)["\n  mutation SendUserEmail($userId: Int!, $subject: String!, $message: String!) {\n    sendUserEmail(userId: $userId, subject: $subject, message: $message) {\n      ...EmailOutcomeFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n    setUserAdmin(id: $id, isAdmin: $isAdmin) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserAdmin($id: Int!, $isAdmin: Boolean!) {\n    setUserAdmin(id: $id, isAdmin: $isAdmin) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCaptcha {\n    createCaptcha {\n      captchaId\n      image\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCaptcha {\n    createCaptcha {\n      captchaId\n      image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation Register($input: RegisterInput!) {\n    register(input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($email: String) {\n    requestPasswordReset(email: $email)\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($email: String) {\n    requestPasswordReset(email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentOptions($amountDue: String) {\n    paymentOptions(amountDue: $amountDue) {\n      paypalUrl\n      paypalQr\n      zelleUrl\n      zelleQr\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n"): (typeof documents)["\n  query PaymentOptions($amountDue: String) {\n    paymentOptions(amountDue: $amountDue) {\n      paypalUrl\n      paypalQr\n      zelleUrl\n      zelleQr\n      paypalMeHandle\n      zelleRecipientName\n      zelleRecipient\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Checkout($checkoutId: String!, $items: [CartItemInput!]!) {\n    checkout(checkoutId: $checkoutId, items: $items) {\n      checkoutId\n      paymentReference\n      orders {\n        id\n      }\n      totalAmount\n      creditApplied\n      amountDue\n      replayed\n    }\n  }\n"): (typeof documents)["\n  mutation Checkout($checkoutId: String!, $items: [CartItemInput!]!) {\n    checkout(checkoutId: $checkoutId, items: $items) {\n      checkoutId\n      paymentReference\n      orders {\n        id\n      }\n      totalAmount\n      creditApplied\n      amountDue\n      replayed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddChild($input: ChildInput!) {\n    addChild(input: $input) {\n      ...ChildProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation AddChild($input: ChildInput!) {\n    addChild(input: $input) {\n      ...ChildProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteChild($id: Int!) {\n    deleteChild(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteChild($id: Int!) {\n    deleteChild(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChildProfileFields on ChildProfile {\n    id\n    userId\n    name\n    school\n    grade\n    teacher\n    preferredLunchOptions\n    calendarUrl\n    allergies\n    diets\n  }\n"): (typeof documents)["\n  fragment ChildProfileFields on ChildProfile {\n    id\n    userId\n    name\n    school\n    grade\n    teacher\n    preferredLunchOptions\n    calendarUrl\n    allergies\n    diets\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyChildren {\n    myChildren {\n      ...ChildProfileFields\n    }\n  }\n"): (typeof documents)["\n  query MyChildren {\n    myChildren {\n      ...ChildProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetCalendarLink($childId: Int!) {\n    resetCalendarToken(childId: $childId)\n  }\n"): (typeof documents)["\n  mutation ResetCalendarLink($childId: Int!) {\n    resetCalendarToken(childId: $childId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateChild($id: Int!, $input: ChildInput!) {\n    updateChild(id: $id, input: $input) {\n      ...ChildProfileFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateChild($id: Int!, $input: ChildInput!) {\n    updateChild(id: $id, input: $input) {\n      ...ChildProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyFeedback {\n    myFeedback {\n      ...FeedbackFields\n    }\n  }\n"): (typeof documents)["\n  query MyFeedback {\n    myFeedback {\n      ...FeedbackFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitFeedback($input: FeedbackInput!) {\n    submitFeedback(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelLunchOrder($id: Int!) {\n    cancelLunchOrder(id: $id) {\n      id\n      status\n      creditedAmount\n    }\n  }\n"): (typeof documents)["\n  mutation CancelLunchOrder($id: Int!) {\n    cancelLunchOrder(id: $id) {\n      id\n      status\n      creditedAmount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyLunchOrders {\n    myLunchOrders {\n      ...LunchOrderFields\n      childId\n      status\n      creditedAmount\n      paymentReference\n    }\n  }\n"): (typeof documents)["\n  query MyLunchOrders {\n    myLunchOrders {\n      ...LunchOrderFields\n      childId\n      status\n      creditedAmount\n      paymentReference\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderFormChildren {\n    myChildren {\n      id\n      name\n      school\n      grade\n      teacher\n      allergies\n      diets\n    }\n  }\n"): (typeof documents)["\n  query OrderFormChildren {\n    myChildren {\n      id\n      name\n      school\n      grade\n      teacher\n      allergies\n      diets\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpcomingWeeklyMenuItems {\n    upcomingWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n"): (typeof documents)["\n  query UpcomingWeeklyMenuItems {\n    upcomingWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileDetails {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query ProfileDetails {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($id: Int!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($id: Int!, $input: ProfileInput!) {\n    updateProfile(id: $id, input: $input) {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LunchSchedule {\n    lunchSchedule {\n      id\n      lunchDate\n      childName\n      school\n      grade\n      teacher\n      parentName\n      email\n      lunchOptions\n      notes\n    }\n  }\n"): (typeof documents)["\n  query LunchSchedule {\n    lunchSchedule {\n      id\n      lunchDate\n      childName\n      school\n      grade\n      teacher\n      parentName\n      email\n      lunchOptions\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActiveWeeklyMenuItems {\n    activeWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n"): (typeof documents)["\n  query ActiveWeeklyMenuItems {\n    activeWeeklyMenuItems {\n      ...WeeklyMenuItemFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckCartLunches($items: [CartItemInput!]!) {\n    checkCartLunches(items: $items)\n  }\n"): (typeof documents)["\n  query CheckCartLunches($items: [CartItemInput!]!) {\n    checkCartLunches(items: $items)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Closures($from: String, $to: String) {\n    closures(from: $from, to: $to) {\n      date\n      reason\n    }\n  }\n"): (typeof documents)["\n  query Closures($from: String, $to: String) {\n    closures(from: $from, to: $to) {\n      date\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    fullName\n    phone\n    isAdmin\n    language\n    createdAt\n  }\n"): (typeof documents)["\n  fragment CurrentUserFields on User {\n    id\n    username\n    email\n    fullName\n    phone\n    isAdmin\n    language\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"): (typeof documents)["\n  query CurrentUser {\n    me {\n      ...CurrentUserFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyCredit {\n    myCredit {\n      balance\n      entries {\n        amount\n        reason\n        orderId\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyCredit {\n    myCredit {\n      balance\n      entries {\n        amount\n        reason\n        orderId\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WeeklyMenuItemFields on WeeklyMenuItem {\n    id\n    weekStartDate\n    weekEndDate\n    dayOfWeek\n    menuItem\n    description\n    price\n    calories\n    imageUrl\n    isActive\n    allergens\n    dietTags\n    nutrition {\n      protein\n      carbohydrates\n      fat\n      sodium\n    }\n  }\n"): (typeof documents)["\n  fragment WeeklyMenuItemFields on WeeklyMenuItem {\n    id\n    weekStartDate\n    weekEndDate\n    dayOfWeek\n    menuItem\n    description\n    price\n    calories\n    imageUrl\n    isActive\n    allergens\n    dietTags\n    nutrition {\n      protein\n      carbohydrates\n      fat\n      sodium\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FeedbackFields on Feedback {\n    id\n    category\n    rating\n    date\n    subject\n    message\n    status\n    adminResponse\n    responseDate\n    createdAt\n  }\n"): (typeof documents)["\n  fragment FeedbackFields on Feedback {\n    id\n    category\n    rating\n    date\n    subject\n    message\n    status\n    adminResponse\n    responseDate\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LunchOrderFields on LunchOrder {\n    id\n    childName\n    school\n    grade\n    teacher\n    lunchDate\n    lunchOptions\n    notes\n    totalAmount\n    paymentStatus\n    isPaid\n    createdAt\n  }\n"): (typeof documents)["\n  fragment LunchOrderFields on LunchOrder {\n    id\n    childName\n    school\n    grade\n    teacher\n    lunchDate\n    lunchOptions\n    notes\n    totalAmount\n    paymentStatus\n    isPaid\n    createdAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment EmailOutcomeFields on EmailNotification {\n    id\n    status\n    sentCount\n    failedCount\n    recipientEmails\n    error\n  }\n"): (typeof documents)["\n  fragment EmailOutcomeFields on EmailNotification {\n    id\n    status\n    sentCount\n    failedCount\n    recipientEmails\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SchoolSettings {\n    schoolSettings {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query SchoolSettings {\n    schoolSettings {\n      timeZone\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;