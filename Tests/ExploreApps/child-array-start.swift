// Starts the app of lessons/03-child-array.md (its setup defines the scene delegate).
sceneDelegate.scene(UIWindowScene(), willConnectTo: UISceneSession())
