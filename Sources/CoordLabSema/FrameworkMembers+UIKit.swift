/// UIKit's members that the prelude's stand-ins lack, by stand-in: layout, appearance,
/// input and animation API that real screens call and that no lifetime depends on. A use
/// is refused as unsupported (`coordlab does not support 'UIView.layoutIfNeeded' yet`), not
/// as a member the type has not got, which would tell the user their iOS code is wrong.
extension FrameworkMembers {
    static let uiKit: [String: Set<String>] = [
        "NSObject": [
            "observe", "addObserver", "removeObserver", "value", "setValue", "perform", "responds", "isKind", "isMember",
            "copy", "mutableCopy", "willChangeValue", "didChangeValue", "className", "isEqual",
        ],
        "UIResponder": [
            "next", "touchesBegan", "touchesMoved", "touchesEnded", "touchesCancelled", "motionBegan", "motionEnded",
            "pressesBegan", "pressesEnded", "inputView", "inputAccessoryView", "reloadInputViews", "undoManager",
            "userActivity",
        ],
        "UIView": [
            "layoutSubviews", "draw", "sizeToFit", "sizeThatFits", "systemLayoutSizeFitting", "animateKeyframes",
            "tintAdjustmentMode", "isMultipleTouchEnabled", "isExclusiveTouch", "convert", "hitTest", "point",
            "safeAreaInsets", "safeAreaLayoutGuide", "layoutMargins", "directionalLayoutMargins", "layoutMarginsGuide",
            "readableContentGuide", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "topAnchor",
            "bottomAnchor", "widthAnchor", "heightAnchor", "centerXAnchor", "centerYAnchor", "firstBaselineAnchor",
            "lastBaselineAnchor", "addConstraint", "addConstraints", "removeConstraint", "removeConstraints",
            "setContentHuggingPriority", "setContentCompressionResistancePriority", "contentHuggingPriority",
            "contentCompressionResistancePriority", "intrinsicContentSize", "invalidateIntrinsicContentSize",
            "semanticContentAttribute", "traitCollection", "traitCollectionDidChange", "isAccessibilityElement",
            "addInteraction", "removeInteraction", "snapshotView", "drawHierarchy", "updateConstraints",
            "didMoveToWindow", "didMoveToSuperview", "willMove", "didAddSubview", "willRemoveSubview", "layoutSubviews",
            "isOpaque", "clearsContextBeforeDrawing", "mask", "maskView", "preservesSuperviewLayoutMargins",
            "insetsLayoutMarginsFromSafeArea", "keyboardLayoutGuide", "registerForTraitChanges", "contentScaleFactor",
        ],
        "UIViewController": [
            "providesPresentationContextTransitionStyle", "additionalSafeAreaInsets", "viewSafeAreaInsetsDidChange",
            "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewWillTransition", "traitCollectionDidChange",
            "splitViewController", "transitioningDelegate", "sheetPresentationController", "isBeingPresented",
            "isBeingDismissed", "isMovingToParent", "isMovingFromParent", "performSegue", "prepare",
            "shouldPerformSegue", "storyboard", "nibName", "nibBundle", "awakeFromNib", "setEditing", "isEditing",
            "editButtonItem", "toolbarItems", "setToolbarItems", "supportedInterfaceOrientations",
            "preferredInterfaceOrientationForPresentation", "shouldAutorotate", "restorationIdentifier",
            "contentScrollView", "setContentScrollView", "registerForTraitChanges", "setOverrideTraitCollection",
            "beginAppearanceTransition", "endAppearanceTransition", "canPerformAction", "targetViewController",
            "preferredScreenEdgesDeferringSystemGestures", "prefersHomeIndicatorAutoHidden", "childForStatusBarStyle",
            "modalPresentationCapturesStatusBarAppearance", "interactions",
        ],
        "UINavigationItem": [
            "backButtonDisplayMode", "standardAppearance", "scrollEdgeAppearance", "compactAppearance",
            "compactScrollEdgeAppearance", "style", "preferredSearchBarPlacement", "titleMenuProvider",
            "documentProperties", "renameDelegate", "backAction", "customizationIdentifier",
        ],
        "UINavigationBar": [
            "standardAppearance", "scrollEdgeAppearance", "compactAppearance", "compactScrollEdgeAppearance",
            "setBackgroundImage", "backgroundImage", "shadowImage", "barStyle", "backIndicatorImage",
            "backIndicatorTransitionMaskImage", "topItem", "backItem", "items", "setItems", "pushItem", "popItem",
        ],
        "UINavigationController": [
            "isToolbarHidden", "setToolbarHidden", "toolbar", "hidesBarsOnSwipe", "hidesBarsOnTap",
            "hidesBarsWhenKeyboardAppears", "hidesBarsWhenVerticallyCompact", "barHideOnSwipeGestureRecognizer",
            "barHideOnTapGestureRecognizer",
        ],
        "UITabBarController": [
            "moreNavigationController", "customizableViewControllers", "tabs", "selectedTab", "mode", "sidebar",
            "setTabBarHidden", "isTabBarHidden", "tabBarMinimizeBehavior",
        ],
        "UITabBar": [
            "standardAppearance", "scrollEdgeAppearance", "itemPositioning", "itemSpacing", "itemWidth",
            "backgroundImage", "shadowImage", "selectionIndicatorImage", "barStyle", "setItems",
        ],
        "UITabBarItem": [
            "setTitleTextAttributes", "setBadgeTextAttributes", "standardAppearance", "scrollEdgeAppearance",
            "imageInsets", "titlePositionAdjustment", "largeContentSizeImage",
        ],
        "UIBarButtonItem": [
            "menu", "width", "possibleTitles",
            "setTitleTextAttributes", "titleTextAttributes", "accessibilityLabel", "isHidden", "badge", "changesSelectionAsPrimaryAction",
            "isSelected", "setBackgroundImage", "isSpringLoaded",
        ],
        "UIControl": [
            "isSelected", "isHighlighted", "state", "contentHorizontalAlignment", "contentVerticalAlignment", "actions",
            "sendAction", "removeAction", "isContextMenuInteractionEnabled", "showsMenuAsPrimaryAction", "toolTip",
            "allControlEvents", "enumerateEventHandlers",
        ],
        "UIButton": [
            "title", "titleColor", "backgroundImage", "setBackgroundImage", "setAttributedTitle", "attributedTitle",
            "imageView", "currentImage", "currentTitleColor", "currentAttributedTitle", "configuration", "menu",
            "changesSelectionAsPrimaryAction", "buttonType", "adjustsImageWhenHighlighted",
            "setPreferredSymbolConfiguration", "setNeedsUpdateConfiguration", "updateConfiguration",
            "configurationUpdateHandler", "role", "setTitleShadowColor", "subtitleLabel",
        ],
        "UILabel": [
            "highlightedTextColor", "isHighlighted", "shadowColor", "shadowOffset", "preferredMaxLayoutWidth",
            "isEnabled", "baselineAdjustment", "allowsDefaultTighteningForTruncation",
            "showsExpansionTextWhenTruncated", "lineBreakStrategy",
        ],
        "UITextField": [
            "attributedPlaceholder", "leftView", "rightView", "leftViewMode", "rightViewMode", "minimumFontSize",
            "background", "spellCheckingType", "smartQuotesType", "smartDashesType", "attributedText",
            "defaultTextAttributes", "selectedTextRange", "keyboardAppearance", "passwordRules",
            "allowsEditingTextAttributes", "typingAttributes",
        ],
        "UITableView": [
            "separatorInset", "sectionHeaderHeight", "sectionFooterHeight", "estimatedSectionHeaderHeight",
            "estimatedSectionFooterHeight", "allowsMultipleSelection", "indexPathsForSelectedRows", "scrollToRow",
            "insertSections", "deleteSections", "reloadSections", "moveSection", "setEditing", "isEditing",
            "backgroundView", "prefetchDataSource", "dragDelegate", "dropDelegate", "dragInteractionEnabled",
            "sectionHeaderTopPadding", "cellLayoutMarginsFollowReadableWidth", "dequeueReusableHeaderFooterView",
            "headerView", "footerView", "rectForRow", "allowsSelectionDuringEditing",
            "allowsMultipleSelectionDuringEditing", "remembersLastFocusedIndexPath", "selectionFollowsFocus",
            "contentInsetAdjustmentBehavior", "scrollIndicatorInsets", "decelerationRate", "reconfigureRows",
            "sectionIndexColor",
        ],
        "UICollectionView": [
            "collectionViewLayout", "setCollectionViewLayout", "indexPathsForSelectedItems", "selectItem",
            "deselectItem", "scrollToItem", "insertItems", "deleteItems", "reloadItems", "moveItem", "insertSections",
            "deleteSections", "reloadSections", "moveSection", "performBatchUpdates", "cellForItem", "indexPath",
            "visibleCells", "indexPathsForVisibleItems", "numberOfItems", "numberOfSections", "allowsSelection",
            "allowsMultipleSelection", "backgroundView", "prefetchDataSource", "isPrefetchingEnabled", "dragDelegate",
            "dropDelegate", "dragInteractionEnabled", "dequeueReusableSupplementaryView", "supplementaryView",
            "contentInsetAdjustmentBehavior", "decelerationRate", "reconfigureItems", "layoutAttributesForItem",
            "visibleSupplementaryViews", "selectionFollowsFocus", "allowsMultipleSelectionDuringEditing",
        ],
        "UICollectionViewFlowLayout": [
            "minimumLineSpacing", "minimumInteritemSpacing", "estimatedItemSize", "sectionInset", "scrollDirection",
            "headerReferenceSize", "footerReferenceSize", "sectionHeadersPinToVisibleBounds", "sectionInsetReference",
        ],
        "UIWindow": [
            "windowLevel", "screen", "isKeyWindow", "resignKey", "becomeKey", "makeKey", "canBecomeKey",
        ],
        "UIApplication": [
            "applicationIconBadgeNumber", "isIdleTimerDisabled", "connectedScenes", "registerForRemoteNotifications",
            "unregisterForRemoteNotifications", "beginBackgroundTask", "endBackgroundTask", "applicationState",
            "isRegisteredForRemoteNotifications", "sendAction", "setAlternateIconName", "supportsAlternateIcons",
            "alternateIconName", "openSessions", "requestSceneSessionActivation", "requestSceneSessionDestruction",
            "preferredContentSizeCategory", "backgroundTimeRemaining", "shortcutItems",
            "isNetworkActivityIndicatorVisible", "supportsMultipleScenes",
        ],
        "UIColor": [
            "resolvedColor", "getRed", "getHue", "getWhite", "ciColor", "accessibilityName",
        ],
        "CALayer": [
            "zPosition", "opacity", "backgroundColor", "isHidden", "frame", "bounds", "position", "anchorPoint", "transform",
            "mask", "sublayers", "addSublayer", "insertSublayer", "removeFromSuperlayer", "superlayer", "contents",
            "contentsGravity", "shadowPath", "shouldRasterize", "rasterizationScale", "cornerCurve", "maskedCorners", "add",
            "removeAllAnimations", "removeAnimation", "animation", "animationKeys", "setNeedsDisplay", "setNeedsLayout",
            "layoutIfNeeded", "needsDisplayOnBoundsChange", "speed", "timeOffset", "beginTime", "contentsScale",
            "allowsEdgeAntialiasing", "isOpaque", "convert", "hitTest", "contains", "render", "presentation",
        ],
        "Bundle": [
            "bundleIdentifier", "infoDictionary", "object", "path", "url", "urls", "resourcePath", "resourceURL", "bundleURL",
            "bundlePath", "localizedString", "preferredLocalizations", "localizations", "developmentLocalization",
            "executableURL", "privateFrameworksURL", "load", "isLoaded", "loadNibNamed", "allBundles", "allFrameworks",
        ],
        "UIScreen": ["scale", "nativeScale", "brightness", "traitCollection", "nativeBounds", "coordinateSpace", "screens"],
        "UITableViewCell": [
            "setSelected", "setHighlighted", "isHighlighted", "editingAccessoryType", "separatorInset",
            "indentationLevel", "indentationWidth", "backgroundConfiguration", "contentConfiguration",
            "defaultContentConfiguration", "selectedBackgroundView", "backgroundView", "focusStyle",
            "updateConfiguration", "setNeedsUpdateConfiguration", "configurationUpdateHandler", "showsReorderControl",
            "shouldIndentWhileEditing", "multipleSelectionBackgroundView",
        ],
        "UICollectionViewCell": [
            "isHighlighted", "backgroundView", "selectedBackgroundView", "contentConfiguration", "backgroundConfiguration",
            "configurationUpdateHandler", "setNeedsUpdateConfiguration", "updateConfiguration", "preferredLayoutAttributesFitting",
        ],
        "UIStoryboard": ["instantiateInitialViewController"],
        "UIAlertController": [
            "textFields", "addTextField", "preferredAction", "preferredStyle", "severity", "image",
        ],
        "UIGestureRecognizer": [
            "state", "location", "numberOfTouches", "require", "requiresExclusiveTouchType", "name",
            "allowedTouchTypes", "allowedPressTypes",
        ],
        "UITapGestureRecognizer": [
            "buttonMaskRequired",
        ],
        "UIPanGestureRecognizer": [
            "translation", "velocity", "setTranslation", "minimumNumberOfTouches", "maximumNumberOfTouches",
            "allowedScrollTypesMask",
        ],
        "UIStackView": [
            "alignment", "distribution", "isLayoutMarginsRelativeArrangement", "insertArrangedSubview",
            "setCustomSpacing", "customSpacing", "isBaselineRelativeArrangement",
        ],
        "UIImage": [
            "withRenderingMode", "withTintColor", "size", "scale", "pngData", "jpegData", "resizableImage",
            "withConfiguration", "cgImage", "imageOrientation", "withAlignmentRectInsets", "images", "preparingThumbnail",
            "renderingMode", "isSymbolImage", "applyingSymbolConfiguration", "withBaselineOffset", "imageFlippedForRightToLeftLayoutDirection",
        ],
        "UIRefreshControl": ["isRefreshing", "attributedTitle", "tintColor"],
        "UIScrollView": [
            "adjustedContentInset", "contentInsetAdjustmentBehavior", "scrollRectToVisible", "zoomScale",
            "minimumZoomScale", "maximumZoomScale", "setZoomScale", "zoom", "isDragging", "isDecelerating",
            "isTracking", "decelerationRate", "scrollIndicatorInsets", "verticalScrollIndicatorInsets",
            "horizontalScrollIndicatorInsets", "refreshControl", "panGestureRecognizer", "contentLayoutGuide",
            "frameLayoutGuide", "flashScrollIndicators", "scrollsToTop", "indicatorStyle", "isDirectionalLockEnabled",
        ],
        "UIImageView": [
            "animationImages", "animationDuration", "animationRepeatCount", "startAnimating", "stopAnimating",
            "isAnimating", "preferredSymbolConfiguration", "highlightedAnimationImages",
        ],
        "UITextView": [
            "attributedText", "selectedRange", "typingAttributes", "textContainer", "textContainerInset",
            "layoutManager", "textStorage", "dataDetectorTypes", "linkTextAttributes", "scrollRangeToVisible",
            "allowsEditingTextAttributes", "keyboardType", "returnKeyType", "autocorrectionType",
            "autocapitalizationType", "inputAccessoryView",
        ],
        "UISwitch": ["onImage", "offImage", "title", "preferredStyle", "style"],
        "UISegmentedControl": [
            "insertSegment", "setImage", "imageForSegment", "setEnabled", "isEnabledForSegment", "setWidth",
            "widthForSegment", "apportionsSegmentWidthsByContent", "isMomentary", "setTitleTextAttributes",
            "titleTextAttributes", "setAction", "actionForSegment",
        ],
        "UISlider": [
            "minimumValueImage", "maximumValueImage", "minimumTrackTintColor", "maximumTrackTintColor", "thumbTintColor",
            "setThumbImage", "setMinimumTrackImage", "setMaximumTrackImage", "thumbRect", "trackRect",
        ],
        "UIStepper": ["setIncrementImage", "setDecrementImage", "setBackgroundImage", "setDividerImage"],
        "UIProgressView": ["progressImage", "trackImage", "observedProgress"],
        "UIPageControl": [
            "backgroundStyle", "allowsContinuousInteraction", "preferredIndicatorImage", "setIndicatorImage",
            "indicatorImage", "size", "direction",
        ],
        "UISearchBar": [
            "prompt", "searchTextField", "searchBarStyle", "barStyle", "barTintColor", "scopeButtonTitles",
            "selectedScopeButtonIndex", "showsScopeBar", "showsBookmarkButton", "showsSearchResultsButton",
            "setShowsCancelButton", "inputAccessoryView", "setImage", "keyboardType", "returnKeyType",
            "autocorrectionType", "autocapitalizationType",
        ],
        "UIDevice": [
            "orientation", "isMultitaskingSupported", "localizedModel", "identifierForVendor", "batteryLevel",
            "batteryState", "isBatteryMonitoringEnabled", "isProximityMonitoringEnabled", "proximityState",
            "beginGeneratingDeviceOrientationNotifications", "endGeneratingDeviceOrientationNotifications",
            "playInputClick",
        ],
    ]
}
