/// The device's persistent key/value storage, as one app sees it.
///
/// On iOS it is a named pasteboard that other apps may see too; on tvOS, the app's own defaults. Which
/// apps share it is the platform's business (the suite models the rules); an implementation just reads
/// and writes. Values are strings; implementations choose their own keys and encoding.
public protocol EntitlementStorage: AnyObject {
    /// The value stored under `key`, or `nil`.
    func value(forKey key: String) -> String?
    /// Stores `value` under `key`; `nil` removes the key.
    func setValue(_ value: String?, forKey key: String)
    /// Every key stored, in no particular order.
    func allKeys() -> [String]
}

extension EntitlementStorage {
    /// Removes every key.
    public func removeAll() {
        for key in allKeys() { setValue(nil, forKey: key) }
    }
}
