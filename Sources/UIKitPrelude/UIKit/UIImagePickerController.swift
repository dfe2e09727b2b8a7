/// Where a picker takes its media from (UIKit's `UIImagePickerController.SourceType`).
public enum UIImagePickerControllerSourceType {
    case photoLibrary, camera, savedPhotosAlbum
}

/// A key of the picked media's description (UIKit's `UIImagePickerController.InfoKey`).
public struct UIImagePickerControllerInfoKey: Hashable {
    let rawValue: String

    init(rawValue: String) {
        self.rawValue = rawValue
    }

    static let originalImage = UIImagePickerControllerInfoKey(rawValue: "UIImagePickerControllerOriginalImage")
    static let editedImage = UIImagePickerControllerInfoKey(rawValue: "UIImagePickerControllerEditedImage")
    static let cropRect = UIImagePickerControllerInfoKey(rawValue: "UIImagePickerControllerCropRect")
    static let mediaType = UIImagePickerControllerInfoKey(rawValue: "UIImagePickerControllerMediaType")
    static let mediaURL = UIImagePickerControllerInfoKey(rawValue: "UIImagePickerControllerMediaURL")
    static let imageURL = UIImagePickerControllerInfoKey(rawValue: "UIImagePickerControllerImageURL")
}

/// Told what the user picked, or that they cancelled. Without its own `didCancel`, the
/// picker dismisses itself, as UIKit's does.
public protocol UIImagePickerControllerDelegate: AnyObject {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerControllerInfoKey: Any])
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerControllerInfoKey: Any]) {}
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
    }
}

/// The system's photo and camera picker: a navigation controller presented as a sheet.
/// Its `delegate` is the navigation controller's, weak; UIKit types it as both delegates,
/// and the picker tells the one that is a `UIImagePickerControllerDelegate`. A swipe down
/// dismisses it without telling the delegate, as on iOS 13 and later.
public class UIImagePickerController: UINavigationController {
    public typealias SourceType = UIImagePickerControllerSourceType
    public typealias InfoKey = UIImagePickerControllerInfoKey

    var sourceType = UIImagePickerControllerSourceType.photoLibrary
    var allowsEditing = false
    var mediaTypes = ["public.image"]

    /// What this simulated device offers: a photo library, no camera (as the Simulator).
    static func isSourceTypeAvailable(_ sourceType: UIImagePickerControllerSourceType) -> Bool {
        return sourceType != .camera
    }

    static func availableMediaTypes(for sourceType: UIImagePickerControllerSourceType) -> [String]? {
        return isSourceTypeAvailable(sourceType) ? ["public.image", "public.movie"] : nil
    }
}
